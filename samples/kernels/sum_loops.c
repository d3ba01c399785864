/* A loop-heavy numeric kernel: many locals updated in nested loops, the kind of code where
 * mem2reg turns stack traffic into registers. Prints checksums and the time taken is not
 * printed (it varies), only the results. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int kernel(int n) {
    int s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < 100; j++) {
            int x = (i * 31 + j * 17) & 1023;
            s1 = (s1 + x) & 0xFFFFFF;
            s2 = (s2 ^ (x << 3)) & 0xFFFFFF;
            s3 = (s3 + (x & 7) * (j & 15)) % 1000003;
            if (x > 512)
                s4++;
            else
                s4 += 2;
        }
    }
    return (s1 ^ s2) + s3 + s4;
}

int main(void) {
    int r = kernel(20000);
    print_int(r);
    print_newline();
    print_int(kernel(1));
    print_newline();
    return r % 256;
}
