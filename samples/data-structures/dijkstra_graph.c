/* Dijkstra's shortest paths on a road network stored as adjacency lists of edge structs,
 * with an indexed binary heap, path reconstruction through predecessor links, and a
 * comparison against Bellman-Ford on the same edge list. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Edge {
    int to, weight;
    struct Edge *next;
} Edge;

typedef struct {
    const char *name;
    Edge *out;
} Vertex;

typedef struct {
    Vertex *v;
    int n, m;
} Graph;

typedef struct {
    int *heap, *where; /* heap of vertex ids; where[v] = index or -1 */
    const long *key;
    int size;
} PQ;

static void add_edge(Graph *g, int a, int b, int w) {
    Edge *e = malloc(sizeof *e);
    *e = (Edge){b, w, g->v[a].out};
    g->v[a].out = e;
    g->m++;
}

static void pq_swap(PQ *q, int i, int j) {
    int t = q->heap[i];
    q->heap[i] = q->heap[j];
    q->heap[j] = t;
    q->where[q->heap[i]] = i;
    q->where[q->heap[j]] = j;
}

static int pq_less(const PQ *q, int i, int j) {
    long a = q->key[q->heap[i]], b = q->key[q->heap[j]];
    return a != b ? a < b : q->heap[i] < q->heap[j];
}

static void pq_up(PQ *q, int i) {
    while (i > 0 && pq_less(q, i, (i - 1) / 2)) {
        pq_swap(q, i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
}

static void pq_down(PQ *q, int i) {
    for (;;) {
        int c = 2 * i + 1;
        if (c >= q->size) return;
        if (c + 1 < q->size && pq_less(q, c + 1, c)) c++;
        if (!pq_less(q, c, i)) return;
        pq_swap(q, i, c);
        i = c;
    }
}

static void pq_push_or_decrease(PQ *q, int v) {
    if (q->where[v] < 0) {
        q->heap[q->size] = v;
        q->where[v] = q->size++;
    }
    pq_up(q, q->where[v]);
}

static int pq_pop(PQ *q) {
    int v = q->heap[0];
    pq_swap(q, 0, --q->size);
    q->where[v] = -1;
    pq_down(q, 0);
    return v;
}

static int dijkstra(const Graph *g, int src, long *dist, int *pred) {
    PQ q = {malloc(sizeof(int) * (size_t)g->n), malloc(sizeof(int) * (size_t)g->n), dist, 0};
    int settled = 0;
    for (int i = 0; i < g->n; i++) {
        dist[i] = LONG_MAX;
        pred[i] = -1;
        q.where[i] = -1;
    }
    dist[src] = 0;
    pq_push_or_decrease(&q, src);
    while (q.size > 0) {
        int u = pq_pop(&q);
        settled++;
        for (const Edge *e = g->v[u].out; e; e = e->next)
            if (dist[u] + e->weight < dist[e->to]) {
                dist[e->to] = dist[u] + e->weight;
                pred[e->to] = u;
                pq_push_or_decrease(&q, e->to);
            }
    }
    free(q.heap);
    free(q.where);
    return settled;
}

static int bellman_ford_agrees(const Graph *g, int src, const long *dist) {
    long *d = malloc(sizeof(long) * (size_t)g->n);
    for (int i = 0; i < g->n; i++) d[i] = LONG_MAX;
    d[src] = 0;
    for (int round = 1; round < g->n; round++)
        for (int u = 0; u < g->n; u++)
            if (d[u] != LONG_MAX)
                for (const Edge *e = g->v[u].out; e; e = e->next)
                    if (d[u] + e->weight < d[e->to]) d[e->to] = d[u] + e->weight;
    int same = 1;
    for (int i = 0; i < g->n; i++) same &= d[i] == dist[i];
    free(d);
    return same;
}

static void print_path(const Graph *g, const int *pred, int t) {
    int stack[64], n = 0;
    for (int v = t; v >= 0 && n < 64; v = pred[v]) stack[n++] = v;
    while (n > 0) {
        n--;
        printf("%s%s", g->v[stack[n]].name, n ? " > " : "");
    }
}

int main(void) {
    static const char *names[] = {"Amsterdam", "Utrecht", "Rotterdam", "Den Haag", "Eindhoven",
                                  "Arnhem", "Zwolle", "Groningen", "Leeuwarden", "Maastricht",
                                  "Nijmegen", "Breda", "Enschede"};
    static const struct { int a, b, km; } roads[] = {
        {0, 1, 45}, {0, 3, 60}, {0, 6, 110}, {1, 2, 60}, {1, 5, 65}, {1, 4, 90}, {2, 3, 25},
        {2, 11, 50}, {11, 4, 60}, {4, 9, 85}, {4, 10, 70}, {5, 10, 20}, {5, 6, 70}, {5, 12, 90},
        {6, 7, 105}, {6, 12, 75}, {7, 8, 60}, {0, 8, 140}, {10, 9, 140}, {6, 8, 95},
    };
    enum { NV = sizeof names / sizeof names[0], NR = sizeof roads / sizeof roads[0] };
    Vertex vs[NV];
    Graph g = {vs, NV, 0};
    for (int i = 0; i < NV; i++) vs[i] = (Vertex){names[i], NULL};
    for (int i = 0; i < NR; i++) {
        add_edge(&g, roads[i].a, roads[i].b, roads[i].km);
        add_edge(&g, roads[i].b, roads[i].a, roads[i].km);
    }
    long dist[NV];
    int pred[NV], all_agree = 1;
    static const int sources[] = {0, 9, 8};
    for (int s = 0; s < 3; s++) {
        int src = sources[s];
        int settled = dijkstra(&g, src, dist, pred);
        int agree = bellman_ford_agrees(&g, src, dist);
        all_agree &= agree;
        printf("from %s: settled %d, bellman-ford %s\n", names[src], settled, agree ? "agrees" : "DIFFERS");
        for (int t = 0; t < NV; t += 4) {
            printf("  %-10s %4ld km: ", names[t], dist[t]);
            print_path(&g, pred, t);
            printf("\n");
        }
    }
    for (int i = 0; i < NV; i++)
        for (Edge *e = vs[i].out, *n; e; e = n) { n = e->next; free(e); }
    return all_agree ? 0 : 1;
}
