/* A small fixed-size matrix type as a struct holding a 2-D array: matrices are passed and
 * returned by value and by pointer, added, multiplied, transposed, and their determinants
 * computed by cofactor expansion (exact, integers) and by Gaussian elimination (doubles). */
#include <stdio.h>
#include <string.h>

#define N 4

typedef struct {
    int rows, cols;
    long a[N][N];
} Mat;

typedef struct {
    int n;
    double a[N][N];
} DMat;

static Mat mat_zero(int rows, int cols) {
    Mat m;
    memset(&m, 0, sizeof m);
    m.rows = rows;
    m.cols = cols;
    return m;
}

static Mat mat_identity(int n) {
    Mat m = mat_zero(n, n);
    for (int i = 0; i < n; i++)
        m.a[i][i] = 1;
    return m;
}

static Mat mat_add(Mat x, Mat y) {
    Mat r = mat_zero(x.rows, x.cols);
    for (int i = 0; i < x.rows; i++)
        for (int j = 0; j < x.cols; j++)
            r.a[i][j] = x.a[i][j] + y.a[i][j];
    return r;
}

static Mat mat_mul(const Mat *x, const Mat *y) {
    Mat r = mat_zero(x->rows, y->cols);
    for (int i = 0; i < x->rows; i++)
        for (int j = 0; j < y->cols; j++) {
            long s = 0;
            for (int k = 0; k < x->cols; k++)
                s += x->a[i][k] * y->a[k][j];
            r.a[i][j] = s;
        }
    return r;
}

static void mat_transpose(Mat *m) {
    Mat t = *m;
    m->rows = t.cols;
    m->cols = t.rows;
    for (int i = 0; i < t.rows; i++)
        for (int j = 0; j < t.cols; j++)
            m->a[j][i] = t.a[i][j];
}

/* Minor of m without row r and column c. */
static Mat mat_minor(const Mat *m, int r, int c) {
    Mat s = mat_zero(m->rows - 1, m->cols - 1);
    for (int i = 0, si = 0; i < m->rows; i++) {
        if (i == r)
            continue;
        for (int j = 0, sj = 0; j < m->cols; j++) {
            if (j == c)
                continue;
            s.a[si][sj++] = m->a[i][j];
        }
        si++;
    }
    return s;
}

static long det_cofactor(Mat m) {
    if (m.rows == 1)
        return m.a[0][0];
    long d = 0;
    for (int j = 0; j < m.cols; j++) {
        long term = m.a[0][j] * det_cofactor(mat_minor(&m, 0, j));
        d += (j % 2 == 0) ? term : -term;
    }
    return d;
}

static double det_gauss(DMat m) {
    double det = 1.0;
    for (int c = 0; c < m.n; c++) {
        int p = c;
        for (int r = c + 1; r < m.n; r++)
            if ((m.a[r][c] < 0 ? -m.a[r][c] : m.a[r][c]) > (m.a[p][c] < 0 ? -m.a[p][c] : m.a[p][c]))
                p = r;
        if (m.a[p][c] == 0.0)
            return 0.0;
        if (p != c) {
            double tmp[N];
            memcpy(tmp, m.a[p], sizeof tmp);
            memcpy(m.a[p], m.a[c], sizeof tmp);
            memcpy(m.a[c], tmp, sizeof tmp);
            det = -det;
        }
        det *= m.a[c][c];
        for (int r = c + 1; r < m.n; r++) {
            double f = m.a[r][c] / m.a[c][c];
            for (int k = c; k < m.n; k++)
                m.a[r][k] -= f * m.a[c][k];
        }
    }
    return det;
}

static DMat to_double(const Mat *m) {
    DMat d;
    d.n = m->rows;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            d.a[i][j] = (i < m->rows && j < m->cols) ? (double)m->a[i][j] : 0.0;
    return d;
}

static void mat_print(const char *name, const Mat *m) {
    printf("%s (%dx%d):\n", name, m->rows, m->cols);
    for (int i = 0; i < m->rows; i++) {
        for (int j = 0; j < m->cols; j++)
            printf(" %6ld", m->a[i][j]);
        printf("\n");
    }
}

int main(void) {
    Mat a = {4, 4, {{2, -1, 0, 3}, {1, 4, 2, -2}, {0, 5, -3, 1}, {7, 1, 1, 2}}};
    Mat b = {4, 4, {{1, 2, 3, 4}, {0, 1, 0, 1}, {-1, 0, 2, 0}, {3, 1, -1, 2}}};
    Mat i4 = mat_identity(4);
    mat_print("A", &a);
    mat_print("B", &b);
    Mat s = mat_add(a, b);
    mat_print("A+B", &s);
    Mat p = mat_mul(&a, &b);
    mat_print("A*B", &p);
    Mat q = mat_mul(&p, &i4);
    printf("A*B*I == A*B: %s\n", memcmp(q.a, p.a, sizeof q.a) == 0 ? "yes" : "no");
    Mat t = a;
    mat_transpose(&t);
    mat_print("A^T", &t);
    long da = det_cofactor(a), db = det_cofactor(b), dp = det_cofactor(p);
    printf("det A = %ld, det B = %ld, det AB = %ld, product %ld\n", da, db, dp, da * db);
    printf("det A^T = %ld\n", det_cofactor(t));
    printf("gauss det A = %.6f, det B = %.6f\n", det_gauss(to_double(&a)), det_gauss(to_double(&b)));

    Mat r = mat_zero(2, 3);
    long v = 1;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            r.a[i][j] = v++;
    Mat rt = r;
    mat_transpose(&rt);
    Mat g = mat_mul(&r, &rt);
    mat_print("R*R^T", &g);
    Mat g2 = mat_mul(&rt, &r);
    mat_print("R^T*R", &g2);
    printf("det R*R^T = %ld, det R^T*R = %ld\n", det_cofactor(g), det_cofactor(g2));

    /* Powers of a Fibonacci matrix by repeated squaring. */
    Mat f = mat_zero(2, 2), acc = mat_identity(2);
    f.a[0][0] = f.a[0][1] = f.a[1][0] = 1;
    for (int e = 40; e > 0; e >>= 1) {
        if (e & 1)
            acc = mat_mul(&acc, &f);
        f = mat_mul(&f, &f);
    }
    printf("fib(40) = %ld\n", acc.a[0][1]);
    return det_cofactor(a) == da ? 0 : 1;
}
