/* Dense linear algebra on calloc'd row-major matrices: multiplication, transpose,
 * Gaussian elimination with partial pivoting (fabs) to solve Ax = b, the determinant,
 * and the residual norm of the solution (sqrt). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double *matrix(int rows, int cols) {
    double *m = calloc((size_t)rows * cols, sizeof *m);
    if (m == NULL) {
        fputs("out of memory\n", stderr);
        exit(EXIT_FAILURE);
    }
    return m;
}

#define AT(m, cols, i, j) ((m)[(i) * (cols) + (j)])

static void print_matrix(const char *name, const double *m, int rows, int cols) {
    printf("%s =\n", name);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf("%10.4f", AT(m, cols, i, j));
        putchar('\n');
    }
}

static double *multiply(const double *a, const double *b, int n, int k, int m) {
    double *c = matrix(n, m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double sum = 0.0;
            for (int t = 0; t < k; t++)
                sum += AT(a, k, i, t) * AT(b, m, t, j);
            AT(c, m, i, j) = sum;
        }
    return c;
}

/* Solves a x = b in place (a is destroyed); returns the determinant of a. */
static double solve(double *a, double *b, int n) {
    double det = 1.0;
    for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(AT(a, n, r, col)) > fabs(AT(a, n, pivot, col)))
                pivot = r;
        if (pivot != col) {
            double row[16];
            memcpy(row, &AT(a, n, col, 0), n * sizeof *row);
            memcpy(&AT(a, n, col, 0), &AT(a, n, pivot, 0), n * sizeof *row);
            memcpy(&AT(a, n, pivot, 0), row, n * sizeof *row);
            double t = b[col];
            b[col] = b[pivot];
            b[pivot] = t;
            det = -det;
        }
        det *= AT(a, n, col, col);
        for (int r = col + 1; r < n; r++) {
            double factor = AT(a, n, r, col) / AT(a, n, col, col);
            for (int c = col; c < n; c++)
                AT(a, n, r, c) -= factor * AT(a, n, col, c);
            b[r] -= factor * b[col];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double sum = b[r];
        for (int c = r + 1; c < n; c++)
            sum -= AT(a, n, r, c) * b[c];
        b[r] = sum / AT(a, n, r, r);
    }
    return det;
}

int main(void) {
    const int n = 4;
    double *a = matrix(n, n);
    double init[] = {2, 1, -1, 3, -3, -1, 2, 1, -2, 1, 2, -1, 1, 4, 0, 2};
    memcpy(a, init, sizeof init);
    print_matrix("A", a, n, n);

    double *at = matrix(n, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            AT(at, n, j, i) = AT(a, n, i, j);
    double *ata = multiply(at, a, n, n, n);
    print_matrix("A^T A", ata, n, n);

    double b[] = {8, -11, -3, 7};
    double x[4];
    memcpy(x, b, sizeof b);
    double *work = matrix(n, n);
    memcpy(work, a, n * n * sizeof *work);
    double det = solve(work, x, n);
    printf("det(A) = %.6f\nx =", det);
    for (int i = 0; i < n; i++)
        printf(" %.6f", x[i]);
    putchar('\n');

    double *ax = multiply(a, x, n, n, 1);
    double residual = 0.0;
    for (int i = 0; i < n; i++)
        residual += (ax[i] - b[i]) * (ax[i] - b[i]);
    printf("|Ax - b| < 1e-9: %s\n", sqrt(residual) < 1e-9 ? "yes" : "no");

    free(a);
    free(at);
    free(ata);
    free(work);
    free(ax);
    return 0;
}
