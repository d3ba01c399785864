/* Gray codes: encode, decode, check that neighbours differ in one bit, and print the 4-bit
 * sequence in binary. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int gray(int n) {
    return n ^ (n >> 1);
}

int gray_decode(int g) {
    int n = 0;
    for (; g; g >>= 1)
        n ^= g;
    return n;
}

int popcount(int x) {
    int c = 0;
    while (x) {
        c += x & 1;
        x >>= 1;
    }
    return c;
}

int main(void) {
    for (int i = 0; i < 16; i++) {
        int g = gray(i);
        for (int b = 3; b >= 0; b--)
            putchar('0' + ((g >> b) & 1));
        putchar(i % 8 == 7 ? '\n' : ' ');
    }
    int bad = 0;
    for (int i = 0; i < 100000; i++) {
        if (gray_decode(gray(i)) != i)
            bad++;
        if (popcount(gray(i) ^ gray(i + 1)) != 1)
            bad++;
    }
    print_int(bad);
    putchar(' ');
    print_int(gray(1000000));
    putchar(' ');
    print_int(gray_decode(1000000));
    print_newline();
    return gray(100);
}
