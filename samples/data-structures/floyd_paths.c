/* All-pairs shortest paths with Floyd-Warshall on a struct-wrapped distance matrix with a
 * "next hop" matrix for path reconstruction, negative edges allowed (no negative cycles
 * in the first graph, one in the second, detected on the diagonal), and the graph's
 * eccentricities, radius, diameter and center. */
#include <limits.h>
#include <stdio.h>

enum { MAXV = 10, INF = INT_MAX / 4 };

typedef struct {
    int n;
    int dist[MAXV][MAXV];
    int next[MAXV][MAXV];
} Apsp;

typedef struct {
    int from, to, w;
} Arc;

static Apsp apsp_init(int n, const Arc *arcs, int m) {
    Apsp a;
    a.n = n;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a.dist[i][j] = i == j ? 0 : INF;
            a.next[i][j] = i == j ? j : -1;
        }
    for (int k = 0; k < m; k++)
        if (arcs[k].w < a.dist[arcs[k].from][arcs[k].to]) {
            a.dist[arcs[k].from][arcs[k].to] = arcs[k].w;
            a.next[arcs[k].from][arcs[k].to] = arcs[k].to;
        }
    return a;
}

static int floyd_warshall(Apsp *a) {
    for (int k = 0; k < a->n; k++)
        for (int i = 0; i < a->n; i++) {
            if (a->dist[i][k] == INF) continue;
            for (int j = 0; j < a->n; j++) {
                if (a->dist[k][j] == INF) continue;
                int via = a->dist[i][k] + a->dist[k][j];
                if (via < a->dist[i][j]) {
                    a->dist[i][j] = via < -INF ? -INF : via;
                    a->next[i][j] = a->next[i][k];
                }
            }
        }
    int negative = 0;
    for (int i = 0; i < a->n; i++) negative += a->dist[i][i] < 0;
    return negative;
}

static int path(const Apsp *a, int u, int v, int *out) {
    if (a->next[u][v] < 0) return 0;
    int n = 0;
    out[n++] = u;
    while (u != v && n < MAXV) {
        u = a->next[u][v];
        out[n++] = u;
    }
    return n;
}

static void report(const char *title, const Arc *arcs, int m, int n) {
    Apsp a = apsp_init(n, arcs, m);
    int neg = floyd_warshall(&a);
    printf("%s: %d vertices, %d arcs, %d on negative cycles\n", title, n, m, neg);
    printf("     ");
    for (int j = 0; j < n; j++) printf("%5d", j);
    printf("\n");
    for (int i = 0; i < n; i++) {
        printf("%3d: ", i);
        for (int j = 0; j < n; j++) {
            if (a.dist[i][j] == INF) printf("    -");
            else printf("%5d", a.dist[i][j]);
        }
        printf("\n");
    }
    if (neg) return;
    int ecc[MAXV], radius = INF, diameter = 0, center = -1;
    for (int i = 0; i < n; i++) {
        ecc[i] = 0;
        for (int j = 0; j < n; j++)
            if (a.dist[i][j] > ecc[i]) ecc[i] = a.dist[i][j];
        if (ecc[i] < radius) { radius = ecc[i]; center = i; }
        if (ecc[i] > diameter && ecc[i] < INF) diameter = ecc[i];
    }
    printf("radius %d (center %d), finite diameter %d\n", radius, center, diameter);
    int p[MAXV];
    static const int pairs[][2] = {{0, 7}, {7, 0}, {3, 5}, {6, 1}};
    for (int q = 0; q < 4; q++) {
        int len = path(&a, pairs[q][0], pairs[q][1], p);
        printf("path %d->%d:", pairs[q][0], pairs[q][1]);
        if (!len) printf(" none");
        for (int i = 0; i < len; i++) printf(" %d", p[i]);
        if (len) printf(" (cost %d)", a.dist[pairs[q][0]][pairs[q][1]]);
        printf("\n");
    }
}

int main(void) {
    static const Arc g1[] = {
        {0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 5}, {2, 3, 8}, {3, 4, 3}, {4, 5, -2}, {5, 3, 4},
        {4, 6, 6}, {6, 7, 1}, {5, 7, 9}, {7, 0, 3}, {6, 1, -1}, {3, 7, 12},
    };
    static const Arc g2[] = {{0, 1, 1}, {1, 2, -3}, {2, 0, 1}, {2, 3, 2}, {3, 4, 1}};
    report("graph 1", g1, (int)(sizeof g1 / sizeof g1[0]), 8);
    report("graph 2", g2, (int)(sizeof g2 / sizeof g2[0]), 5);
    return 0;
}
