/* Kruskal's minimum spanning forest over an array of edge structs sorted with qsort (ties
 * broken by endpoints), using a disjoint-set union with path compression and union by
 * rank; also counts components and answers connectivity queries as edges are added. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v;
    double w;
} Edge;

typedef struct {
    int *parent;
    unsigned char *rank;
    int sets;
    long finds, hops;
} Dsu;

static Dsu dsu_new(int n) {
    Dsu d = {malloc(sizeof(int) * (size_t)n), calloc((size_t)n, 1), n, 0, 0};
    for (int i = 0; i < n; i++) d.parent[i] = i;
    return d;
}

static int dsu_find(Dsu *d, int x) {
    d->finds++;
    int root = x;
    while (d->parent[root] != root) { root = d->parent[root]; d->hops++; }
    while (d->parent[x] != root) { /* path compression */
        int next = d->parent[x];
        d->parent[x] = root;
        x = next;
    }
    return root;
}

static int dsu_union(Dsu *d, int a, int b) {
    a = dsu_find(d, a);
    b = dsu_find(d, b);
    if (a == b) return 0;
    if (d->rank[a] < d->rank[b]) { int t = a; a = b; b = t; }
    d->parent[b] = a;
    if (d->rank[a] == d->rank[b]) d->rank[a]++;
    d->sets--;
    return 1;
}

static int edge_cmp(const void *pa, const void *pb) {
    const Edge *a = pa, *b = pb;
    if (a->w < b->w) return -1;
    if (a->w > b->w) return 1;
    if (a->u != b->u) return a->u < b->u ? -1 : 1;
    return (a->v > b->v) - (a->v < b->v);
}

typedef struct {
    double total;
    int used;
    int components;
} Forest;

static Forest kruskal(Edge *edges, int m, int n, Edge *chosen, Dsu *d) {
    qsort(edges, (size_t)m, sizeof *edges, edge_cmp);
    Forest f = {0.0, 0, n};
    for (int i = 0; i < m && f.used < n - 1; i++)
        if (dsu_union(d, edges[i].u, edges[i].v)) {
            chosen[f.used++] = edges[i];
            f.total += edges[i].w;
        }
    f.components = d->sets;
    return f;
}

int main(void) {
    enum { GRID = 8, N = GRID * GRID + 4 }; /* a grid plus four isolated-ish vertices */
    Edge edges[2 * GRID * GRID + 8];
    int m = 0;
    unsigned s = 7;
    for (int r = 0; r < GRID; r++)
        for (int c = 0; c < GRID; c++) {
            int id = r * GRID + c;
            if (c + 1 < GRID) {
                s = s * 1103515245u + 12345u;
                edges[m++] = (Edge){id, id + 1, (double)((s >> 16) % 100u) / 10.0};
            }
            if (r + 1 < GRID) {
                s = s * 1103515245u + 12345u;
                edges[m++] = (Edge){id, id + GRID, (double)((s >> 16) % 100u) / 10.0};
            }
        }
    edges[m++] = (Edge){GRID * GRID, GRID * GRID + 1, 0.5};
    edges[m++] = (Edge){GRID * GRID + 1, GRID * GRID + 2, 0.25};
    edges[m++] = (Edge){GRID * GRID, GRID * GRID + 2, 0.75};
    Dsu d = dsu_new(N);
    Edge chosen[N];
    Forest f = kruskal(edges, m, N, chosen, &d);
    printf("edges %d, forest uses %d, weight %.2f, components %d\n", m, f.used, f.total, f.components);
    printf("lightest:");
    for (int i = 0; i < 8; i++) printf(" (%d-%d %.1f)", chosen[i].u, chosen[i].v, chosen[i].w);
    printf("\nheaviest kept: (%d-%d %.1f)\n", chosen[f.used - 1].u, chosen[f.used - 1].v, chosen[f.used - 1].w);
    static const int queries[][2] = {{0, 63}, {64, 66}, {64, 0}, {67, 67}, {5, 40}};
    for (int i = 0; i < 5; i++)
        printf("connected(%d,%d) = %d\n", queries[i][0], queries[i][1],
               dsu_find(&d, queries[i][0]) == dsu_find(&d, queries[i][1]));
    int degree[N] = {0};
    for (int i = 0; i < f.used; i++) { degree[chosen[i].u]++; degree[chosen[i].v]++; }
    int leaves = 0, maxdeg = 0;
    for (int i = 0; i < N; i++) {
        if (degree[i] == 1) leaves++;
        if (degree[i] > maxdeg) maxdeg = degree[i];
    }
    printf("leaves %d max degree %d finds %ld hops %ld\n", leaves, maxdeg, d.finds, d.hops);
    free(d.parent);
    free(d.rank);
    return f.components == 3 ? 0 : 1;
}
