/* Dense linear algebra on variable length arrays, sized at run time from the problem:
 * matrix product and transpose through VLA parameters (`double a[n][m]`), Gaussian
 * elimination with partial pivoting on an augmented matrix `double a[n][n + 1]`, the
 * determinant from the same elimination, the inverse by Gauss-Jordan, and a check that
 * A * inv(A) is the identity. The matrices are small integer ones (a Hilbert-like
 * matrix scaled to integers and a tridiagonal one), so every result prints the same on
 * every target. */
#include <math.h>
#include <stdio.h>

static void matmul(int n, int m, int p, double a[n][m], double b[m][p], double c[n][p]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int k = 0; k < m; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static void transpose(int n, int m, double a[n][m], double t[m][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            t[j][i] = a[i][j];
}

static void print_matrix(const char *name, int n, int m, double a[n][m]) {
    printf("%s (%dx%d, %zu bytes):\n", name, n, m, sizeof(double[n][m]));
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            printf(" %10.4f", a[i][j] == 0 ? 0.0 : a[i][j]);
        printf("\n");
    }
}

/* Solve in place: on return column n holds x. Returns the determinant of the left part. */
static double gauss(int n, double a[n][n + 1]) {
    double det = 1;
    for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(a[r][col]) > fabs(a[pivot][col]))
                pivot = r;
        if (a[pivot][col] == 0)
            return 0;
        if (pivot != col) {
            double tmp[n + 1];
            for (int k = 0; k <= n; k++) {
                tmp[k] = a[col][k];
                a[col][k] = a[pivot][k];
                a[pivot][k] = tmp[k];
            }
            det = -det;
        }
        det *= a[col][col];
        for (int r = col + 1; r < n; r++) {
            double f = a[r][col] / a[col][col];
            for (int k = col; k <= n; k++)
                a[r][k] -= f * a[col][k];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double s = a[r][n];
        for (int k = r + 1; k < n; k++)
            s -= a[r][k] * a[k][n];
        a[r][n] = s / a[r][r];
    }
    return det;
}

static int invert(int n, double a[n][n], double inv[n][n]) {
    double w[n][2 * n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 2 * n; j++)
            w[i][j] = j < n ? a[i][j] : (j - n == i);
    for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(w[r][col]) > fabs(w[pivot][col]))
                pivot = r;
        if (w[pivot][col] == 0)
            return 0;
        for (int k = 0; k < 2 * n; k++) {
            double t = w[col][k];
            w[col][k] = w[pivot][k];
            w[pivot][k] = t;
        }
        double d = w[col][col];
        for (int k = 0; k < 2 * n; k++)
            w[col][k] /= d;
        for (int r = 0; r < n; r++)
            if (r != col) {
                double f = w[r][col];
                for (int k = 0; k < 2 * n; k++)
                    w[r][k] -= f * w[col][k];
            }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            inv[i][j] = w[i][n + j];
    return 1;
}

static void run(int n) {
    double a[n][n], t[n][n], ata[n][n], inv[n][n], prod[n][n];
    double aug[n][n + 1];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = i == j ? 4 : (i - j == 1 || j - i == 1) ? -1 : (i + j) % 3 == 0;
    print_matrix("A", n, n, a);
    transpose(n, n, a, t);
    matmul(n, n, n, t, a, ata);
    print_matrix("A^T A", n, n, ata);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            aug[i][j] = a[i][j];
        aug[i][n] = i + 1;
    }
    double det = gauss(n, aug);
    printf("det(A) = %.6f\nx =", det);
    for (int i = 0; i < n; i++)
        printf(" %.6f", aug[i][n]);
    printf("\n");
    if (invert(n, a, inv)) {
        matmul(n, n, n, a, inv, prod);
        double err = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                err = fmax(err, fabs(prod[i][j] - (i == j)));
        printf("max |A inv(A) - I| < 1e-12: %s\n", err < 1e-12 ? "yes" : "no");
    }
    /* A rectangular product: (n x 2) times (2 x n). */
    double tall[n][2], wide[2][n], outer[n][n];
    for (int i = 0; i < n; i++) {
        tall[i][0] = i;
        tall[i][1] = 1;
        wide[0][i] = 1;
        wide[1][i] = -i;
    }
    matmul(n, 2, n, tall, wide, outer);
    print_matrix("outer", n, n, outer);
}

int main(void) {
    for (int n = 2; n <= 5; n += 3)
        run(n);
    return 0;
}
