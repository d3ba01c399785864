/* Site percolation on an N x N grid with a weighted union-find (union by size, path
 * halving) plus two virtual sites (top and bottom): sites open in a fixed pseudo-random
 * order until the system percolates; repeated for several seeds to estimate the
 * threshold, with the largest open cluster tracked along the way. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int *parent, *size;
    int n, components, largest;
} UnionFind;

typedef struct {
    int n;
    unsigned char *open;
    UnionFind uf;
    int top, bottom, open_count;
} Grid;

static int uf_find(UnionFind *u, int x) {
    while (u->parent[x] != x) {
        u->parent[x] = u->parent[u->parent[x]]; /* path halving */
        x = u->parent[x];
    }
    return x;
}

static void uf_union(UnionFind *u, int a, int b) {
    a = uf_find(u, a);
    b = uf_find(u, b);
    if (a == b) return;
    if (u->size[a] < u->size[b]) { int t = a; a = b; b = t; }
    u->parent[b] = a;
    u->size[a] += u->size[b];
    u->components--;
}

static Grid grid_new(int n) {
    int sites = n * n + 2;
    Grid g = {n, calloc((size_t)(n * n), 1), {malloc(sizeof(int) * (size_t)sites), malloc(sizeof(int) * (size_t)sites), sites, sites, 0},
              n * n, n * n + 1, 0};
    for (int i = 0; i < sites; i++) {
        g.uf.parent[i] = i;
        g.uf.size[i] = 1;
    }
    return g;
}

static void grid_free(Grid *g) {
    free(g->open);
    free(g->uf.parent);
    free(g->uf.size);
}

static void grid_open(Grid *g, int r, int c) {
    int n = g->n, id = r * n + c;
    if (g->open[id]) return;
    g->open[id] = 1;
    g->open_count++;
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        int rr = r + dr[k], cc = c + dc[k];
        if (rr >= 0 && rr < n && cc >= 0 && cc < n && g->open[rr * n + cc]) uf_union(&g->uf, id, rr * n + cc);
    }
    if (r == 0) uf_union(&g->uf, id, g->top);
    if (r == n - 1) uf_union(&g->uf, id, g->bottom);
    /* cluster size excluding virtual sites is approximate once they join; track only real ones */
    int root = uf_find(&g->uf, id);
    int sz = g->uf.size[root] - (uf_find(&g->uf, g->top) == root) - (uf_find(&g->uf, g->bottom) == root);
    if (sz > g->uf.largest) g->uf.largest = sz;
}

static int percolates(Grid *g) { return uf_find(&g->uf, g->top) == uf_find(&g->uf, g->bottom); }

/* Fisher-Yates shuffle of site ids with a local LCG. */
static void shuffle(int *a, int n, unsigned seed) {
    for (int i = 0; i < n; i++) a[i] = i;
    for (int i = n - 1; i > 0; i--) {
        seed = seed * 1103515245u + 12345u;
        int j = (int)((seed >> 8) % (unsigned)(i + 1));
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int main(void) {
    enum { N = 40, TRIALS = 8 };
    int order[N * N];
    double sum = 0, sum_sq = 0;
    for (int t = 0; t < TRIALS; t++) {
        Grid g = grid_new(N);
        shuffle(order, N * N, 1000u + (unsigned)t * 7919u);
        int k = 0;
        while (!percolates(&g)) {
            grid_open(&g, order[k] / N, order[k] % N);
            k++;
        }
        double p = (double)g.open_count / (N * N);
        sum += p;
        sum_sq += p * p;
        printf("trial %d: percolates after %4d sites (p = %.4f), components %4d, largest cluster %4d\n", t, g.open_count,
               p, g.uf.components, g.uf.largest);
        if (t == 0) {
            for (int r = 0; r < 8; r++) {
                printf("  ");
                for (int c = 0; c < 32; c++) {
                    int id = r * N + c;
                    putchar(!g.open[id] ? '#' : uf_find(&g.uf, id) == uf_find(&g.uf, g.top) ? '~' : '.');
                }
                putchar('\n');
            }
        }
        grid_free(&g);
    }
    double mean = sum / TRIALS, var = (sum_sq - TRIALS * mean * mean) / (TRIALS - 1);
    printf("mean threshold %.4f, sample variance %.6f\n", mean, var);
    return mean > 0.5 && mean < 0.7 ? 0 : 1;
}
