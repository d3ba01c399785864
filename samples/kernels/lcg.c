/* A linear congruential generator driving a histogram kept in eight locals, and a running
 * mean and variance in fixed point: a hot loop full of phis after mem2reg. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int main(void) {
    int seed = 12345;
    int h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0;
    int sum = 0, sumsq = 0;
    int n = 500000;
    for (int t = 0; t < n; t++) {
        seed = (seed * 1103 + 12345) % 1048576;
        int v = (seed >> 8) & 255;
        int bucket = v >> 5;
        if (bucket == 0) h0++;
        else if (bucket == 1) h1++;
        else if (bucket == 2) h2++;
        else if (bucket == 3) h3++;
        else if (bucket == 4) h4++;
        else if (bucket == 5) h5++;
        else if (bucket == 6) h6++;
        else h7++;
        sum = (sum + v) % 1000000007;
        sumsq = (sumsq + v * v) % 1000000007;
    }
    print_int(h0); putchar(' '); print_int(h1); putchar(' '); print_int(h2); putchar(' ');
    print_int(h3); putchar(' '); print_int(h4); putchar(' '); print_int(h5); putchar(' ');
    print_int(h6); putchar(' '); print_int(h7);
    print_newline();
    print_int(sum);
    putchar(' ');
    print_int(sumsq);
    print_newline();
    return (h0 + h7) % 256;
}
