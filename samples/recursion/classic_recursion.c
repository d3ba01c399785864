/* Classic recursive functions: McCarthy 91, Takeuchi, binomial coefficients by Pascal's
 * rule, and integer partitions. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int mc91(int n) {
    return n > 100 ? n - 10 : mc91(mc91(n + 11));
}

int tak(int x, int y, int z) {
    if (y < x)
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    return z;
}

int binom(int n, int k) {
    if (k == 0 || k == n)
        return 1;
    return binom(n - 1, k - 1) + binom(n - 1, k);
}

/* Partitions of n into parts of size at most k. */
int partitions(int n, int k) {
    if (n == 0)
        return 1;
    if (n < 0 || k == 0)
        return 0;
    return partitions(n - k, k) + partitions(n, k - 1);
}

int main(void) {
    int all91 = 1;
    for (int n = 0; n <= 100; n++)
        if (mc91(n) != 91)
            all91 = 0;
    print_int(all91);
    putchar(' ');
    print_int(mc91(150));
    print_newline();
    print_int(tak(18, 12, 6));
    print_newline();
    for (int n = 0; n <= 10; n++) {
        for (int k = 0; k <= n; k++) {
            print_int(binom(n, k));
            putchar(k == n ? '\n' : ' ');
        }
    }
    for (int n = 1; n <= 30; n += 5) {
        print_int(partitions(n, n));
        putchar(' ');
    }
    print_newline();
    return partitions(12, 12) % 256;
}
