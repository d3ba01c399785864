/* Strongly connected components of a module import graph with Tarjan's algorithm (an
 * explicit stack and per-vertex index/lowlink records), the condensation DAG between the
 * components, and a reachability count per module computed on the condensation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int index, lowlink, component;
    int on_stack;
} VInfo;

typedef struct {
    int n;
    const char **names;
    int adj[16][16];
    int deg[16];
} Graph;

typedef struct {
    VInfo info[16];
    int stack[16], sp;
    int next_index, ncomp;
    int comp_size[16];
} Tarjan;

static void strongconnect(const Graph *g, Tarjan *t, int v) {
    VInfo *vi = &t->info[v];
    vi->index = vi->lowlink = t->next_index++;
    t->stack[t->sp++] = v;
    vi->on_stack = 1;
    for (int k = 0; k < g->deg[v]; k++) {
        int w = g->adj[v][k];
        if (t->info[w].index < 0) {
            strongconnect(g, t, w);
            if (t->info[w].lowlink < vi->lowlink) vi->lowlink = t->info[w].lowlink;
        } else if (t->info[w].on_stack && t->info[w].index < vi->lowlink) {
            vi->lowlink = t->info[w].index;
        }
    }
    if (vi->lowlink == vi->index) {
        int w;
        do {
            w = t->stack[--t->sp];
            t->info[w].on_stack = 0;
            t->info[w].component = t->ncomp;
            t->comp_size[t->ncomp]++;
        } while (w != v);
        t->ncomp++;
    }
}

static int find(const Graph *g, const char *name) {
    for (int i = 0; i < g->n; i++)
        if (strcmp(g->names[i], name) == 0) return i;
    return -1;
}

int main(void) {
    static const char *names[] = {"main", "parse", "lex", "ast", "sema", "types", "lower", "ir",
                                  "opt", "codegen", "diag", "util", "abi", "link"};
    static const char *imports[][2] = {
        {"main", "parse"}, {"main", "sema"}, {"main", "codegen"}, {"main", "link"}, {"parse", "lex"},
        {"parse", "ast"}, {"lex", "diag"}, {"ast", "types"}, {"types", "ast"}, {"sema", "ast"},
        {"sema", "types"}, {"sema", "diag"}, {"lower", "ir"}, {"lower", "sema"}, {"ir", "lower"},
        {"opt", "ir"}, {"codegen", "ir"}, {"codegen", "abi"}, {"abi", "codegen"}, {"codegen", "opt"},
        {"diag", "util"}, {"util", "diag"}, {"link", "util"}, {"ir", "types"},
    };
    Graph g;
    memset(&g, 0, sizeof g);
    g.n = (int)(sizeof names / sizeof names[0]);
    g.names = names;
    for (size_t e = 0; e < sizeof imports / sizeof imports[0]; e++) {
        int a = find(&g, imports[e][0]), b = find(&g, imports[e][1]);
        g.adj[a][g.deg[a]++] = b;
    }
    Tarjan t;
    memset(&t, 0, sizeof t);
    for (int v = 0; v < g.n; v++) t.info[v] = (VInfo){-1, -1, -1, 0};
    for (int v = 0; v < g.n; v++)
        if (t.info[v].index < 0) strongconnect(&g, &t, v);
    printf("%d modules, %d components\n", g.n, t.ncomp);
    for (int c = 0; c < t.ncomp; c++) {
        printf("  component %d (%d):", c, t.comp_size[c]);
        for (int v = 0; v < g.n; v++)
            if (t.info[v].component == c) printf(" %s", names[v]);
        printf("\n");
    }
    /* Condensation: Tarjan numbers components in reverse topological order, so every edge
     * between components goes from a higher number to a lower one. */
    int cedge[16][16] = {{0}}, violations = 0;
    for (int v = 0; v < g.n; v++)
        for (int k = 0; k < g.deg[v]; k++) {
            int a = t.info[v].component, b = t.info[g.adj[v][k]].component;
            if (a != b) {
                cedge[a][b] = 1;
                if (a < b) violations++;
            }
        }
    /* reach[c] = modules reachable from component c, built bottom-up over component numbers */
    unsigned reach[16] = {0};
    for (int c = 0; c < t.ncomp; c++) {
        for (int v = 0; v < g.n; v++)
            if (t.info[v].component == c) reach[c] |= 1u << v;
        for (int d = 0; d < c; d++)
            if (cedge[c][d]) reach[c] |= reach[d];
    }
    for (int v = 0; v < g.n; v++) {
        unsigned r = reach[t.info[v].component];
        int count = 0;
        for (unsigned x = r; x; x &= x - 1) count++;
        printf("%-8s comp %2d reaches %2d modules\n", names[v], t.info[v].component, count - 1);
    }
    printf("order violations %d\n", violations);
    return violations;
}
