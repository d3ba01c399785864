// The shapes the pass widens, as the front end, mem2reg and loop rotation leave them.

// int index into an array: the sext per access and the compare become 64-bit.
long sum(int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

// unsigned index bounded by `i < n`, step 1: zero extension, proven not to wrap.
unsigned usum(unsigned *a, unsigned n) {
    unsigned s = 0;
    for (unsigned i = 0; i < n; i++)
        s += a[i];
    return s;
}

// Derived indices (i + 1, 2 * i) and a use as an int value (a trunc).
int derived(int *a, int *b, int n) {
    int t = 0;
    for (int i = 0; i + 1 < n; i++) {
        b[2 * i] = a[i + 1];
        t += i;
    }
    return t;
}

// Nested loops indexing a row-major matrix.
void matmul(double *c, double *a, double *b, int n) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                c[i * n + j] += a[i * n + k] * b[k * n + j];
}

// A counting-down loop with a start computed before it.
void reverse(char *d, const char *s, int n) {
    for (int i = n - 1; i >= 0; i--)
        d[n - 1 - i] = s[i];
}
