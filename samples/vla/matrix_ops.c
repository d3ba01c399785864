/* Matrices as variably modified types: the dimensions are run-time parameters, the
 * arrays live on the stack, and functions take them as int (*)[m]. Multiply, transpose,
 * an exact integer determinant (Bareiss fraction-free elimination) and det(AB) ==
 * det(A) det(B), for several sizes. */
#include <stdio.h>

static void fill(int n, int m, long a[n][m], unsigned seed) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            seed = seed * 1103515245u + 12345u;
            a[i][j] = (long)((seed >> 16) % 7) - 3;
        }
}

static void multiply(int n, int k, int m, long a[n][k], long b[k][m], long c[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            long s = 0;
            for (int t = 0; t < k; t++)
                s += a[i][t] * b[t][j];
            c[i][j] = s;
        }
}

static void transpose(int n, int m, long a[n][m], long t[m][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            t[j][i] = a[i][j];
}

/* Bareiss: every division is exact, so the determinant stays an integer. */
static long determinant(int n, long a[n][n]) {
    long w[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            w[i][j] = a[i][j];
    long sign = 1, prev = 1;
    for (int k = 0; k < n - 1; k++) {
        if (w[k][k] == 0) {
            int p = k + 1;
            while (p < n && w[p][k] == 0)
                p++;
            if (p == n)
                return 0;
            for (int j = 0; j < n; j++) {
                long t = w[k][j];
                w[k][j] = w[p][j];
                w[p][j] = t;
            }
            sign = -sign;
        }
        for (int i = k + 1; i < n; i++)
            for (int j = k + 1; j < n; j++)
                w[i][j] = (w[i][j] * w[k][k] - w[i][k] * w[k][j]) / prev;
        prev = w[k][k];
    }
    return sign * w[n - 1][n - 1];
}

static void print(const char *name, int n, int m, long a[n][m]) {
    printf("%s (%dx%d):\n", name, n, m);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            printf(" %5ld", a[i][j]);
        printf("\n");
    }
}

static int equal(int n, int m, long a[n][m], long b[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (a[i][j] != b[i][j])
                return 0;
    return 1;
}

static int check_size(int n, unsigned seed, int verbose) {
    long a[n][n], b[n][n], ab[n][n], at[n][n], bt[n][n], btat[n][n], abt[n][n];
    fill(n, n, a, seed);
    fill(n, n, b, seed * 7 + 1);
    multiply(n, n, n, a, b, ab);
    transpose(n, n, a, at);
    transpose(n, n, b, bt);
    multiply(n, n, n, bt, at, btat);
    transpose(n, n, ab, abt);
    long da = determinant(n, a), db = determinant(n, b), dab = determinant(n, ab);
    if (verbose) {
        print("A", n, n, a);
        print("B", n, n, b);
        print("AB", n, n, ab);
    }
    int ok = equal(n, n, abt, btat) && dab == da * db && determinant(n, at) == da;
    printf("n=%d: sizeof row %zu, det A %ld, det B %ld, det AB %ld, (AB)^T == B^T A^T: %s\n",
           n, sizeof a[0], da, db, dab, ok ? "ok" : "FAIL");
    return ok;
}

int main(void) {
    int failures = 0;
    for (int n = 1; n <= 7; n++)
        failures += !check_size(n, 17u * n + 3, n == 3);

    /* A non-square product: (2x5)(5x3), then its transpose. */
    int r = 2, k = 5, c = 3;
    long p[r][k], q[k][c], pq[r][c], pqt[c][r];
    fill(r, k, p, 99);
    fill(k, c, q, 100);
    multiply(r, k, c, p, q, pq);
    transpose(r, c, pq, pqt);
    print("P", r, k, p);
    print("Q", k, c, q);
    print("PQ", r, c, pq);
    print("(PQ)^T", c, r, pqt);

    /* A known determinant: the Vandermonde matrix of 1..5 has det 288. */
    int n = 5;
    long v[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            long x = 1;
            for (int e = 0; e < j; e++)
                x *= i + 1;
            v[i][j] = x;
        }
    long dv = determinant(n, v);
    printf("Vandermonde(1..5) det %ld\n", dv);
    failures += dv != 288;
    return failures;
}
