// Loops and values the pass leaves alone.

// No multiply by the counter: `i * n` is loop-invariant in the loop over j, and the scale
// by 8 is free in an address.
void row(double *a, int i, int n) {
    for (int j = 0; j < n; j++)
        a[i * n + j] = 0;
}

// Not linear: i * i.
long squares(const long *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i * i];
    return s;
}

// A multiply by a value that changes in the loop.
long varying(const long *a, int n) {
    long s = 0;
    int m = 1;
    for (int i = 0; i < n; i++) {
        s += a[i * m];
        m = m + s;
    }
    return s;
}

// The outer loop of two: only the inner loop's multiply by its own counter is reduced;
// `i * n` stays a multiply in the outer loop.
void outer(int *a, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j * n] = i;
}

// Not a basic induction variable: stepped by a value that changes.
long doubling(const long *a, unsigned n, unsigned k) {
    long s = 0;
    for (unsigned i = 1; i < n; i += i)
        s += a[i * k];
    return s;
}

// Unsigned matrices in 1-D arrays, i-j-k order: in the loop over k, `k * n + j` may wrap,
// so widening leaves it 32-bit and its chain ends at the zero extension, short of the
// address. (A 32-bit phi stepped by n, as gcc makes it, ran slower here.)
void umatmul(unsigned *c, const unsigned *a, const unsigned *b, unsigned n) {
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < n; j++) {
            unsigned s = 0;
            for (unsigned k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}
