/* Numerical code on variable length arrays: matrices passed as VLA parameters
 * (`double a[n][n]`), Gaussian elimination with partial pivoting, a determinant,
 * a matrix product and the solution of a linear system checked by its residual. */
#include <math.h>
#include <stdio.h>

static void hilbert(int n, double h[n][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            h[i][j] = 1.0 / (i + j + 1);
}

static void multiply(int n, int k, int m, const double a[n][k], const double b[k][m],
                     double c[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int x = 0; x < k; x++)
                s += a[i][x] * b[x][j];
            c[i][j] = s;
        }
}

/* Solve a x = b in place by Gaussian elimination; returns the determinant of a. */
static double solve(int n, double a[n][n], double b[n]) {
    double det = 1;
    for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(a[r][col]) > fabs(a[pivot][col]))
                pivot = r;
        if (pivot != col) {
            double row[n]; /* a VLA temporary in a loop: freed each time round */
            for (int j = 0; j < n; j++) row[j] = a[col][j];
            for (int j = 0; j < n; j++) a[col][j] = a[pivot][j];
            for (int j = 0; j < n; j++) a[pivot][j] = row[j];
            double t = b[col];
            b[col] = b[pivot];
            b[pivot] = t;
            det = -det;
        }
        det *= a[col][col];
        for (int r = col + 1; r < n; r++) {
            double f = a[r][col] / a[col][col];
            for (int j = col; j < n; j++)
                a[r][j] -= f * a[col][j];
            b[r] -= f * b[col];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double s = b[r];
        for (int j = r + 1; j < n; j++)
            s -= a[r][j] * b[j];
        b[r] = s / a[r][r];
    }
    return det;
}

static void print_matrix(const char *name, int n, int m, double a[n][m]) {
    printf("%s (%zu bytes per row):\n", name, sizeof a[0]);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            printf(" %9.4f", a[i][j]);
        printf("\n");
    }
}

int main(void) {
    for (int n = 2; n <= 6; n++) {
        double h[n][n], copy[n][n], x[n], b[n];
        hilbert(n, h);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) copy[i][j] = h[i][j];
            x[i] = i + 1;
        }
        /* b = h x, then solve for x again */
        for (int i = 0; i < n; i++) {
            b[i] = 0;
            for (int j = 0; j < n; j++) b[i] += h[i][j] * x[j];
        }
        double det = solve(n, copy, b);
        double err = 0;
        for (int i = 0; i < n; i++) err = fmax(err, fabs(b[i] - x[i]));
        printf("n=%d sizeof h=%zu det=%.6e error<1e-6: %s\n", n, sizeof h, det,
               err < 1e-6 ? "yes" : "no");
    }
    int r = 2, k = 3, c = 4;
    double a[r][k], bm[k][c], prod[r][c];
    for (int i = 0; i < r; i++)
        for (int j = 0; j < k; j++) a[i][j] = i * k + j + 1;
    for (int i = 0; i < k; i++)
        for (int j = 0; j < c; j++) bm[i][j] = (i == j) + 0.5 * j;
    multiply(r, k, c, a, bm, prod);
    print_matrix("a", r, k, a);
    print_matrix("a*b", r, c, prod);
    return 0;
}
