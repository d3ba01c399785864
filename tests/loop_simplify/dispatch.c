/* An interpreter whose dispatch `switch` enters a loop directly (`case 2`) and whose
 * other loop is entered from several cases: each gets a preheader, so that what
 * Cranelift hoists out of them is computed on entering them, not at every dispatch. */
int table[16];

int run(const unsigned char *pc, int n) {
    int acc = 0;
    for (;;) {
        switch (*pc++) {
        case 0:
            return acc;
        case 1:
            acc += n;
            break;
        case 2:
            for (int i = 0; i < n; i++)
                acc += table[i & 15];
            break;
        case 3:
        case 4:
            while (acc > 100)
                acc -= table[acc & 15] + 1;
            break;
        default:
            acc ^= *pc;
            break;
        }
    }
}
