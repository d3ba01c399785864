/* A 16-bit xorshift generator and a random walk driven by it; all state masked so no shift
 * or multiply overflows. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int state = 1;

int xorshift16(void) {
    state ^= (state << 7) & 0xFFFF;
    state ^= state >> 9;
    state ^= (state << 8) & 0xFFFF;
    return state;
}

int main(void) {
    for (int i = 0; i < 8; i++) {
        print_int(xorshift16());
        putchar(' ');
    }
    print_newline();
    state = 1;
    int period = 0;
    do {
        xorshift16();
        period++;
    } while (state != 1);
    print_int(period);
    print_newline();
    int x = 0, y = 0, max_dist = 0;
    for (int s = 0; s < 10000; s++) {
        switch (xorshift16() & 3) {
        case 0: x++; break;
        case 1: x--; break;
        case 2: y++; break;
        case 3: y--; break;
        }
        int d = (x < 0 ? -x : x) + (y < 0 ? -y : y);
        if (d > max_dist)
            max_dist = d;
    }
    print_int(x);
    putchar(' ');
    print_int(y);
    putchar(' ');
    print_int(max_dist);
    print_newline();
    return max_dist % 256;
}
