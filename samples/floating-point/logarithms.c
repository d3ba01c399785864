/* Integer logarithms: floor(log2) by shifting and by binary search on bits, floor(log10),
 * and powers of two rounding. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int log2_shift(int x) {
    int r = -1;
    while (x > 0) {
        x >>= 1;
        r++;
    }
    return r;
}

int log2_binary(int x) {
    int r = 0;
    if (x >= 1 << 16) { x >>= 16; r += 16; }
    if (x >= 1 << 8) { x >>= 8; r += 8; }
    if (x >= 1 << 4) { x >>= 4; r += 4; }
    if (x >= 1 << 2) { x >>= 2; r += 2; }
    if (x >= 1 << 1) { r += 1; }
    return r;
}

int log10_floor(int x) {
    int r = 0;
    while (x >= 10) {
        x /= 10;
        r++;
    }
    return r;
}

int next_pow2(int x) {
    int p = 1;
    while (p < x)
        p <<= 1;
    return p;
}

int main(void) {
    int bad = 0;
    for (int x = 1; x < 1000000; x += 997)
        if (log2_shift(x) != log2_binary(x))
            bad++;
    print_int(bad);
    print_newline();
    int probes = 0;
    for (int x = 1; x > 0 && x < 1000000000; x = x * 3 + 1) {
        print_int(x);
        putchar(':');
        print_int(log2_binary(x));
        putchar(',');
        print_int(log10_floor(x));
        putchar(',');
        print_int(x <= 1 << 29 ? next_pow2(x) : -1);
        putchar('\n');
        probes++;
    }
    print_int(log2_shift(2147483647));
    print_newline();
    return probes;
}
