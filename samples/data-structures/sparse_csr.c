/* Sparse matrices in compressed sparse row form: built from unsorted (row, col, value)
 * triplets with duplicates summed, transposed, multiplied by vectors and by each other,
 * then used for a few Jacobi iterations on a diagonally dominant 2-D Laplacian system. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int row, col;
    double val;
} Triplet;

typedef struct {
    int rows, cols, nnz;
    int *rowptr, *colidx;
    double *val;
} Csr;

static int triplet_cmp(const void *a, const void *b) {
    const Triplet *x = a, *y = b;
    if (x->row != y->row) return x->row < y->row ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return (x->val > y->val) - (x->val < y->val);
}

static Csr csr_alloc(int rows, int cols, int nnz) {
    Csr m = {rows, cols, 0, calloc((size_t)rows + 1, sizeof(int)),
             malloc(sizeof(int) * (size_t)(nnz ? nnz : 1)), malloc(sizeof(double) * (size_t)(nnz ? nnz : 1))};
    return m;
}

static Csr csr_from_triplets(int rows, int cols, Triplet *t, int n) {
    qsort(t, (size_t)n, sizeof *t, triplet_cmp);
    Csr m = csr_alloc(rows, cols, n);
    for (int i = 0; i < n; i++) {
        if (m.nnz > 0 && m.colidx[m.nnz - 1] == t[i].col && i > 0 && t[i - 1].row == t[i].row) {
            m.val[m.nnz - 1] += t[i].val;  /* duplicate entry: sum */
            continue;
        }
        m.colidx[m.nnz] = t[i].col;
        m.val[m.nnz++] = t[i].val;
        m.rowptr[t[i].row + 1]++;
    }
    for (int r = 0; r < rows; r++) m.rowptr[r + 1] += m.rowptr[r];
    return m;
}

static void csr_free(Csr *m) {
    free(m->rowptr);
    free(m->colidx);
    free(m->val);
}

static Csr csr_transpose(const Csr *a) {
    Csr t = csr_alloc(a->cols, a->rows, a->nnz);
    t.nnz = a->nnz;
    for (int k = 0; k < a->nnz; k++) t.rowptr[a->colidx[k] + 1]++;
    for (int r = 0; r < t.rows; r++) t.rowptr[r + 1] += t.rowptr[r];
    int *fill = malloc(sizeof(int) * (size_t)t.rows);
    memcpy(fill, t.rowptr, sizeof(int) * (size_t)t.rows);
    for (int r = 0; r < a->rows; r++)
        for (int k = a->rowptr[r]; k < a->rowptr[r + 1]; k++) {
            int dst = fill[a->colidx[k]]++;
            t.colidx[dst] = r;
            t.val[dst] = a->val[k];
        }
    free(fill);
    return t;
}

static void csr_matvec(const Csr *a, const double *x, double *y) {
    for (int r = 0; r < a->rows; r++) {
        double s = 0;
        for (int k = a->rowptr[r]; k < a->rowptr[r + 1]; k++) s += a->val[k] * x[a->colidx[k]];
        y[r] = s;
    }
}

/* C = A * B with a dense accumulator row (Gustavson's algorithm). */
static Csr csr_multiply(const Csr *a, const Csr *b) {
    double *acc = calloc((size_t)b->cols, sizeof(double));
    int *mark = malloc(sizeof(int) * (size_t)b->cols);
    for (int j = 0; j < b->cols; j++) mark[j] = -1;
    int cap = a->nnz + b->nnz + 16;
    Triplet *out = malloc(sizeof(Triplet) * (size_t)cap);
    int n = 0;
    for (int r = 0; r < a->rows; r++) {
        int cols[64], nc = 0;
        for (int k = a->rowptr[r]; k < a->rowptr[r + 1]; k++)
            for (int q = b->rowptr[a->colidx[k]]; q < b->rowptr[a->colidx[k] + 1]; q++) {
                int c = b->colidx[q];
                if (mark[c] != r) { mark[c] = r; acc[c] = 0; if (nc < 64) cols[nc++] = c; }
                acc[c] += a->val[k] * b->val[q];
            }
        for (int i = 0; i < nc; i++) {
            if (n == cap) { cap *= 2; out = realloc(out, sizeof(Triplet) * (size_t)cap); }
            out[n++] = (Triplet){r, cols[i], acc[cols[i]]};
        }
    }
    Csr c = csr_from_triplets(a->rows, b->cols, out, n);
    free(out);
    free(acc);
    free(mark);
    return c;
}

int main(void) {
    enum { G = 6, N = G * G };
    Triplet t[5 * N + 4];
    int n = 0;
    /* Laplacian entries, pushed in a scrambled order, plus two duplicates to be summed. */
    for (int s = 0; s < N; s++) {
        int i = (s * 7) % N, r = i / G, c = i % G;
        if (c > 0) t[n++] = (Triplet){i, i - 1, -1.0};
        if (r + 1 < G) t[n++] = (Triplet){i, i + G, -1.0};
        t[n++] = (Triplet){i, i, 4.0};
        if (r > 0) t[n++] = (Triplet){i, i - G, -1.0};
        if (c + 1 < G) t[n++] = (Triplet){i, i + 1, -1.0};
    }
    t[n++] = (Triplet){0, 0, 0.5};
    t[n++] = (Triplet){N - 1, N - 1, 0.5};
    Csr a = csr_from_triplets(N, N, t, n);
    printf("A: %dx%d nnz %d (from %d triplets), row 7:", a.rows, a.cols, a.nnz, n);
    for (int k = a.rowptr[7]; k < a.rowptr[8]; k++) printf(" [%d]=%g", a.colidx[k], a.val[k]);
    printf("\n");
    Csr at = csr_transpose(&a);
    int symmetric = at.nnz == a.nnz;
    for (int k = 0; k < a.nnz && symmetric; k++)
        symmetric = at.colidx[k] == a.colidx[k] && at.val[k] == a.val[k];
    printf("transpose equals A: %d\n", symmetric);
    Csr a2 = csr_multiply(&a, &a);
    double trace = 0;
    for (int r = 0; r < N; r++)
        for (int k = a2.rowptr[r]; k < a2.rowptr[r + 1]; k++)
            if (a2.colidx[k] == r) trace += a2.val[k];
    printf("A*A: nnz %d trace %.2f\n", a2.nnz, trace);
    double b[N], x[N] = {0}, xn[N], y[N];
    for (int i = 0; i < N; i++) b[i] = 1.0 + (double)(i % 5);
    for (int it = 1; it <= 60; it++) {
        csr_matvec(&a, x, y);
        double res = 0;
        for (int i = 0; i < N; i++) {
            double diag = 0;
            for (int k = a.rowptr[i]; k < a.rowptr[i + 1]; k++) if (a.colidx[k] == i) diag = a.val[k];
            xn[i] = x[i] + (b[i] - y[i]) / diag;
            res += (b[i] - y[i]) * (b[i] - y[i]);
        }
        memcpy(x, xn, sizeof x);
        if (it % 15 == 0) printf("jacobi %2d: residual %.6e x[0]=%.6f x[%d]=%.6f\n", it, sqrt(res), x[0], N / 2, x[N / 2]);
    }
    csr_free(&a);
    csr_free(&at);
    csr_free(&a2);
    return symmetric ? 0 : 1;
}
