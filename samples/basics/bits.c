/* Bit manipulation: popcount three ways, bit reversal, lowest set bit, parity, rotations. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int popcount_loop(int x) {
    int c = 0;
    for (int i = 0; i < 31; i++)
        c += (x >> i) & 1;
    return c;
}

int popcount_kernighan(int x) {
    int c = 0;
    while (x) {
        x &= x - 1;
        c++;
    }
    return c;
}

int popcount_swar(int x) {
    x = x - ((x >> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
    x = (x + (x >> 4)) & 0x0F0F0F0F;
    x = x + (x >> 8);
    x = x + (x >> 16);
    return x & 0x3F;
}

/* Reverse the low 16 bits. */
int reverse16(int x) {
    int r = 0;
    for (int i = 0; i < 16; i++) {
        r = (r << 1) | (x & 1);
        x >>= 1;
    }
    return r;
}

int lowest_bit(int x) {
    return x & -x;
}

int parity(int x) {
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return x & 1;
}

/* Rotate a 16-bit value left by k. */
int rotl16(int x, int k) {
    return ((x << k) | (x >> (16 - k))) & 0xFFFF;
}

void show_binary(int x, int width) {
    for (int i = width - 1; i >= 0; i--)
        putchar((x >> i) & 1 ? '1' : '0');
    putchar('\n');
}

int main(void) {
    int mismatches = 0;
    for (int x = 0; x < 5000; x += 7) {
        int a = popcount_loop(x), b = popcount_kernighan(x), c = popcount_swar(x);
        if (a != b || b != c)
            mismatches++;
    }
    print_int(popcount_swar(0x7FFFFFFF));
    putchar(' ');
    print_int(popcount_kernighan(123456789));
    putchar(' ');
    print_int(mismatches);
    print_newline();
    show_binary(0xB1, 16);
    show_binary(reverse16(0xB1), 16);
    print_int(reverse16(reverse16(12345)));
    print_newline();
    print_int(lowest_bit(96));
    putchar(' ');
    print_int(parity(7));
    print_int(parity(0x1001));
    putchar(' ');
    print_int(rotl16(0x8001, 1));
    putchar(' ');
    print_int(~0x0F0F & 0xFFFF);
    print_newline();
    return popcount_swar(0xFF);
}
