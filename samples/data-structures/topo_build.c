/* A build system's dependency graph: targets with names and costs, edges stored in a
 * compact adjacency array (CSR built by counting), Kahn's topological sort with a
 * lexicographic tie-break, DFS cycle detection with three colours, BFS levels for
 * parallel scheduling, and the critical path length. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum Colour { WHITE, GREY, BLACK };

typedef struct {
    const char *name;
    int cost;
} Target;

typedef struct {
    int from, to; /* `to` depends on `from`: from must be built first */
} Dep;

typedef struct {
    int n;
    int *start;  /* n + 1 offsets into adj */
    int *adj;
    int *indegree;
} Csr;

static Csr csr_build(int n, const Dep *deps, int m) {
    Csr g = {n, calloc((size_t)n + 1, sizeof(int)), malloc(sizeof(int) * (size_t)m),
             calloc((size_t)n, sizeof(int))};
    for (int i = 0; i < m; i++) {
        g.start[deps[i].from + 1]++;
        g.indegree[deps[i].to]++;
    }
    for (int i = 0; i < n; i++) g.start[i + 1] += g.start[i];
    int *fill = malloc(sizeof(int) * (size_t)n);
    memcpy(fill, g.start, sizeof(int) * (size_t)n);
    for (int i = 0; i < m; i++) g.adj[fill[deps[i].from]++] = deps[i].to;
    free(fill);
    return g;
}

static void csr_free(Csr *g) {
    free(g->start);
    free(g->adj);
    free(g->indegree);
}

/* Kahn's algorithm; among ready targets the alphabetically first goes next. */
static int topo_order(const Csr *g, const Target *t, int *order) {
    int *indeg = malloc(sizeof(int) * (size_t)g->n), *ready = malloc(sizeof(int) * (size_t)g->n);
    int nready = 0, count = 0;
    memcpy(indeg, g->indegree, sizeof(int) * (size_t)g->n);
    for (int v = 0; v < g->n; v++) if (indeg[v] == 0) ready[nready++] = v;
    while (nready > 0) {
        int best = 0;
        for (int i = 1; i < nready; i++)
            if (strcmp(t[ready[i]].name, t[ready[best]].name) < 0) best = i;
        int v = ready[best];
        ready[best] = ready[--nready];
        order[count++] = v;
        for (int k = g->start[v]; k < g->start[v + 1]; k++)
            if (--indeg[g->adj[k]] == 0) ready[nready++] = g->adj[k];
    }
    free(indeg);
    free(ready);
    return count;
}

static int dfs_cycle(const Csr *g, int v, enum Colour *c, int *stack, int *depth) {
    c[v] = GREY;
    stack[(*depth)++] = v;
    for (int k = g->start[v]; k < g->start[v + 1]; k++) {
        int w = g->adj[k];
        if (c[w] == GREY) { stack[(*depth)++] = w; return 1; }
        if (c[w] == WHITE && dfs_cycle(g, w, c, stack, depth)) return 1;
    }
    c[v] = BLACK;
    (*depth)--;
    return 0;
}

static void analyse(const char *title, const Target *t, int n, const Dep *deps, int m) {
    Csr g = csr_build(n, deps, m);
    int order[32];
    int done = topo_order(&g, t, order);
    printf("%s: %d targets, %d deps\n  order:", title, n, m);
    for (int i = 0; i < done; i++) printf(" %s", t[order[i]].name);
    printf("\n");
    if (done < n) {
        enum Colour colour[32] = {WHITE};
        int stack[64], depth = 0;
        for (int v = 0; v < n; v++)
            if (colour[v] == WHITE && dfs_cycle(&g, v, colour, stack, &depth)) break;
        int last = stack[depth - 1], from = depth - 2;
        while (from > 0 && stack[from] != last) from--;
        printf("  cycle:");
        for (int i = from; i < depth; i++) printf(" %s", t[stack[i]].name);
        printf("\n");
        csr_free(&g);
        return;
    }
    /* BFS-style levels along the topological order, and the longest (critical) path. */
    int level[32] = {0}, finish[32] = {0}, via[32];
    for (int i = 0; i < n; i++) via[i] = -1;
    int makespan = 0, end = -1, levels = 0;
    for (int i = 0; i < n; i++) {
        int v = order[i];
        finish[v] += t[v].cost;
        if (finish[v] > makespan) { makespan = finish[v]; end = v; }
        if (level[v] + 1 > levels) levels = level[v] + 1;
        for (int k = g.start[v]; k < g.start[v + 1]; k++) {
            int w = g.adj[k];
            if (level[v] + 1 > level[w]) level[w] = level[v] + 1;
            if (finish[v] > finish[w]) { finish[w] = finish[v]; via[w] = v; }
        }
    }
    for (int l = 0; l < levels; l++) {
        printf("  level %d:", l);
        for (int v = 0; v < n; v++) if (level[v] == l) printf(" %s", t[v].name);
        printf("\n");
    }
    printf("  critical path %d:", makespan);
    int path[32], len = 0;
    for (int v = end; v >= 0; v = via[v]) path[len++] = v;
    while (len > 0) printf(" %s", t[path[--len]].name);
    printf("\n");
    csr_free(&g);
}

int main(void) {
    static const Target targets[] = {
        {"lexer.o", 4}, {"parser.o", 9}, {"sema.o", 7}, {"codegen.o", 12}, {"main.o", 1},
        {"libutil.a", 3}, {"util.o", 2}, {"compiler", 5}, {"tests", 8}, {"docs", 6},
        {"gen_tables", 2}, {"tables.h", 1},
    };
    static const Dep deps[] = {
        {10, 11}, {11, 0}, {11, 1}, {6, 5}, {5, 7}, {0, 7}, {1, 7}, {2, 7}, {3, 7},
        {4, 7}, {7, 8}, {1, 2}, {2, 3}, {11, 3}, {7, 9}, {5, 8},
    };
    int n = (int)(sizeof targets / sizeof targets[0]), m = (int)(sizeof deps / sizeof deps[0]);
    analyse("acyclic", targets, n, deps, m);
    Dep cyclic[sizeof deps / sizeof deps[0] + 1];
    memcpy(cyclic, deps, sizeof deps);
    cyclic[m] = (Dep){3, 11}; /* codegen.o -> tables.h closes a loop */
    analyse("with cycle", targets, n, cyclic, m + 1);
    return 0;
}
