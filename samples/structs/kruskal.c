/* Minimum spanning trees by Kruskal's algorithm: weighted edges are structs sorted by a
 * comparator that breaks ties by endpoints, a union-find structure (parent and rank
 * arrays inside one struct, passed by pointer) merges components, and the result is a
 * struct holding the chosen edges and the total weight, returned by value. The same
 * graph's maximum spanning tree and a forest on a disconnected graph follow. */
#include <stdio.h>
#include <stdlib.h>

#define MAXV 16
#define MAXE 64

typedef struct { int u, v, w; } Edge;
typedef struct { int parent[MAXV], rank[MAXV], sets; } DisjointSets;
typedef struct { Edge chosen[MAXV]; int count; long total; int components; } Forest;

static void ds_init(DisjointSets *d, int n) {
    for (int i = 0; i < n; i++) {
        d->parent[i] = i;
        d->rank[i] = 0;
    }
    d->sets = n;
}

static int ds_find(DisjointSets *d, int x) {
    while (d->parent[x] != x) {
        d->parent[x] = d->parent[d->parent[x]]; /* path halving */
        x = d->parent[x];
    }
    return x;
}

static int ds_union(DisjointSets *d, int a, int b) {
    a = ds_find(d, a);
    b = ds_find(d, b);
    if (a == b)
        return 0;
    if (d->rank[a] < d->rank[b]) {
        int t = a;
        a = b;
        b = t;
    }
    d->parent[b] = a;
    if (d->rank[a] == d->rank[b])
        d->rank[a]++;
    d->sets--;
    return 1;
}

static int ascending;

static int by_weight(const void *pa, const void *pb) {
    const Edge *a = pa, *b = pb;
    if (a->w != b->w)
        return ascending ? (a->w > b->w) - (a->w < b->w) : (a->w < b->w) - (a->w > b->w);
    if (a->u != b->u)
        return a->u - b->u;
    return a->v - b->v;
}

static Forest kruskal(const Edge *edges, int ne, int nv, int minimum) {
    Edge sorted[MAXE];
    for (int i = 0; i < ne; i++)
        sorted[i] = edges[i];
    ascending = minimum;
    qsort(sorted, ne, sizeof sorted[0], by_weight);
    DisjointSets d;
    ds_init(&d, nv);
    Forest f = {.count = 0};
    for (int i = 0; i < ne && f.count < nv - 1; i++)
        if (ds_union(&d, sorted[i].u, sorted[i].v)) {
            f.chosen[f.count++] = sorted[i];
            f.total += sorted[i].w;
        }
    f.components = d.sets;
    return f;
}

static void show(const char *title, Forest f, const char *names) {
    printf("%s: weight %ld, %d edges, %d component%s\n ", title, f.total, f.count, f.components,
           f.components == 1 ? "" : "s");
    for (int i = 0; i < f.count; i++)
        printf(" %c-%c(%d)", names[f.chosen[i].u], names[f.chosen[i].v], f.chosen[i].w);
    printf("\n");
}

int main(void) {
    const char *names = "ABCDEFGHIJ";
    Edge g[] = {
        {0, 1, 7}, {0, 3, 5}, {1, 2, 8}, {1, 3, 9}, {1, 4, 7}, {2, 4, 5}, {3, 4, 15},
        {3, 5, 6}, {4, 5, 8}, {4, 6, 9}, {5, 6, 11}, {6, 7, 4}, {7, 8, 4}, {6, 8, 4},
    };
    int ne = sizeof g / sizeof g[0];
    Forest mst = kruskal(g, ne, 9, 1);
    show("minimum", mst, names);
    Forest maxst = kruskal(g, ne, 9, 0);
    show("maximum", maxst, names);
    Edge split[] = {{0, 1, 3}, {1, 2, 1}, {0, 2, 2}, {3, 4, 7}, {5, 6, 1}, {6, 7, 1}, {5, 7, 1}, {8, 9, 2}};
    Forest forest = kruskal(split, sizeof split / sizeof split[0], 10, 1);
    show("forest", forest, names);
    /* Cut property check: removing any MST edge and reconnecting with the cheapest
     * crossing edge never gives a lighter tree. */
    int violations = 0;
    for (int k = 0; k < mst.count; k++) {
        DisjointSets d;
        ds_init(&d, 9);
        for (int i = 0; i < mst.count; i++)
            if (i != k)
                ds_union(&d, mst.chosen[i].u, mst.chosen[i].v);
        int best = 1 << 30;
        for (int i = 0; i < ne; i++)
            if (ds_find(&d, g[i].u) != ds_find(&d, g[i].v) && g[i].w < best)
                best = g[i].w;
        violations += best < mst.chosen[k].w;
    }
    printf("cut property violations: %d\n", violations);
    return violations;
}
