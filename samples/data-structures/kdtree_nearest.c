/* A 2-d tree over city coordinates: built by median splitting (qsort on alternating axes
 * with index tie-breaks), nearest-neighbour and k-nearest queries with pruning, and a
 * rectangular range count, all verified by brute force. Points travel by value. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double c[2];
    int id;
} Point;

typedef struct KdNode {
    Point p;
    int axis;
    struct KdNode *lo, *hi;
} KdNode;

typedef struct {
    Point p;
    double d2;
} Hit;

typedef struct {
    Hit best[4];
    int k, n;
    long visited;
} KBest;

static int sort_axis;

static int cmp_axis(const void *a, const void *b) {
    const Point *x = a, *y = b;
    if (x->c[sort_axis] != y->c[sort_axis]) return x->c[sort_axis] < y->c[sort_axis] ? -1 : 1;
    return x->id - y->id;
}

static KdNode *build(Point *pts, int n, int depth, KdNode *pool, int *used) {
    if (n <= 0) return NULL;
    sort_axis = depth % 2;
    qsort(pts, (size_t)n, sizeof *pts, cmp_axis);
    int mid = n / 2;
    KdNode *node = &pool[(*used)++];
    node->p = pts[mid];
    node->axis = depth % 2;
    node->lo = build(pts, mid, depth + 1, pool, used);
    node->hi = build(pts + mid + 1, n - mid - 1, depth + 1, pool, used);
    return node;
}

static double dist2(Point a, Point b) {
    double dx = a.c[0] - b.c[0], dy = a.c[1] - b.c[1];
    return dx * dx + dy * dy;
}

static int hit_before(Hit a, Hit b) { return a.d2 != b.d2 ? a.d2 < b.d2 : a.p.id < b.p.id; }

/* Keep the k best hits sorted, nearest first. */
static void offer(KBest *kb, Point p, double d2) {
    Hit h = {p, d2};
    int i;
    if (kb->n < kb->k) i = kb->n++;
    else if (hit_before(h, kb->best[kb->k - 1])) i = kb->k - 1;
    else return;
    kb->best[i] = h;
    while (i > 0 && hit_before(kb->best[i], kb->best[i - 1])) {
        Hit t = kb->best[i];
        kb->best[i] = kb->best[i - 1];
        kb->best[i - 1] = t;
        i--;
    }
}

static void knn(const KdNode *t, Point q, KBest *kb) {
    if (!t) return;
    kb->visited++;
    offer(kb, t->p, dist2(t->p, q));
    double diff = q.c[t->axis] - t->p.c[t->axis];
    const KdNode *near = diff < 0 ? t->lo : t->hi, *far = diff < 0 ? t->hi : t->lo;
    knn(near, q, kb);
    if (kb->n < kb->k || diff * diff <= kb->best[kb->n - 1].d2) knn(far, q, kb);
}

static int range_count(const KdNode *t, const double lo[2], const double hi[2]) {
    if (!t) return 0;
    int inside = t->p.c[0] >= lo[0] && t->p.c[0] <= hi[0] && t->p.c[1] >= lo[1] && t->p.c[1] <= hi[1];
    int n = inside;
    if (lo[t->axis] <= t->p.c[t->axis]) n += range_count(t->lo, lo, hi);
    if (hi[t->axis] >= t->p.c[t->axis]) n += range_count(t->hi, lo, hi);
    return n;
}

int main(void) {
    enum { N = 500 };
    static Point pts[N], orig[N];
    static KdNode pool[N];
    unsigned s = 2718;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        double x = (double)((s >> 8) % 10000u) / 100.0;
        s = s * 1103515245u + 12345u;
        double y = (double)((s >> 8) % 10000u) / 100.0;
        pts[i] = orig[i] = (Point){{x, y}, i};
    }
    int used = 0;
    KdNode *root = build(pts, N, 0, pool, &used);
    printf("built %d nodes, root #%d (%.2f, %.2f) axis %d\n", used, root->p.id, root->p.c[0], root->p.c[1], root->axis);
    int bad = 0;
    long visited = 0;
    for (int qi = 0; qi < 6; qi++) {
        Point q = {{qi * 17.5 + 3.25, 100.0 - qi * 15.75}, -1};
        KBest kb = {.k = 3, .n = 0, .visited = 0};
        knn(root, q, &kb);
        visited += kb.visited;
        /* brute force, same tie-break */
        KBest brute = {.k = 3, .n = 0};
        for (int i = 0; i < N; i++) offer(&brute, orig[i], dist2(orig[i], q));
        for (int j = 0; j < 3; j++) bad += brute.best[j].p.id != kb.best[j].p.id;
        printf("q(%6.2f,%6.2f): visited %3ld nearest", q.c[0], q.c[1], kb.visited);
        for (int j = 0; j < 3; j++) printf(" #%d@%.3f", kb.best[j].p.id, sqrt(kb.best[j].d2));
        printf("\n");
    }
    static const double boxes[][4] = {{10, 10, 30, 40}, {0, 0, 100, 100}, {50, 50, 51, 51}, {75.5, 5, 99, 25}};
    for (int b = 0; b < 4; b++) {
        double lo[2] = {boxes[b][0], boxes[b][1]}, hi[2] = {boxes[b][2], boxes[b][3]};
        int fast = range_count(root, lo, hi), slow = 0;
        for (int i = 0; i < N; i++)
            slow += orig[i].c[0] >= lo[0] && orig[i].c[0] <= hi[0] && orig[i].c[1] >= lo[1] && orig[i].c[1] <= hi[1];
        bad += fast != slow;
        printf("box [%g,%g]x[%g,%g]: %d points\n", lo[0], hi[0], lo[1], hi[1], fast);
    }
    printf("mismatches %d, average visited %.1f of %d\n", bad, (double)visited / 6.0, N);
    return bad;
}
