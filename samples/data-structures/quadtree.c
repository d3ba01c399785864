/* A point quadtree over a square region: nodes hold up to four points before splitting
 * into four children (a union of leaf storage and child pointers, discriminated by a
 * flag), with circle range queries, nearest-point search with pruning, and per-depth
 * statistics, verified by brute force. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { CAPACITY = 4, MAX_DEPTH = 12 };

typedef struct { double x, y; int id; } Pt;
typedef struct { double cx, cy, half; } Box;

typedef struct Quad {
    Box box;
    int is_leaf;
    int depth;
    union {
        struct { Pt pts[CAPACITY]; int n; } leaf;
        struct Quad *child[4]; /* NW, NE, SW, SE */
    } u;
} Quad;

static Quad *quad_new(Box b, int depth) {
    Quad *q = calloc(1, sizeof *q);
    q->box = b;
    q->is_leaf = 1;
    q->depth = depth;
    return q;
}

static int quadrant(const Box *b, Pt p) { return (p.y < b->cy ? 2 : 0) + (p.x >= b->cx ? 1 : 0); }

static Box sub_box(Box b, int k) {
    double h = b.half / 2;
    return (Box){b.cx + (k & 1 ? h : -h), b.cy + (k & 2 ? -h : h), h};
}

static void insert(Quad *q, Pt p) {
    while (!q->is_leaf) q = q->u.child[quadrant(&q->box, p)];
    if (q->u.leaf.n < CAPACITY || q->depth == MAX_DEPTH) {
        if (q->u.leaf.n < CAPACITY) q->u.leaf.pts[q->u.leaf.n++] = p;
        return;
    }
    Pt old[CAPACITY];
    for (int i = 0; i < CAPACITY; i++) old[i] = q->u.leaf.pts[i];
    q->is_leaf = 0;
    for (int k = 0; k < 4; k++) q->u.child[k] = quad_new(sub_box(q->box, k), q->depth + 1);
    for (int i = 0; i < CAPACITY; i++) insert(q, old[i]);
    insert(q, p);
}

static double dist2(Pt a, double x, double y) { return (a.x - x) * (a.x - x) + (a.y - y) * (a.y - y); }

static double box_dist2(const Box *b, double x, double y) {
    double dx = fabs(x - b->cx) - b->half, dy = fabs(y - b->cy) - b->half;
    if (dx < 0) dx = 0;
    if (dy < 0) dy = 0;
    return dx * dx + dy * dy;
}

static int in_circle(const Quad *q, double x, double y, double r, long *visited) {
    if (box_dist2(&q->box, x, y) > r * r) return 0;
    (*visited)++;
    if (!q->is_leaf) {
        int n = 0;
        for (int k = 0; k < 4; k++) n += in_circle(q->u.child[k], x, y, r, visited);
        return n;
    }
    int n = 0;
    for (int i = 0; i < q->u.leaf.n; i++) n += dist2(q->u.leaf.pts[i], x, y) <= r * r;
    return n;
}

static void nearest(const Quad *q, double x, double y, Pt *best, double *bd) {
    if (box_dist2(&q->box, x, y) >= *bd) return;
    if (q->is_leaf) {
        for (int i = 0; i < q->u.leaf.n; i++) {
            double d = dist2(q->u.leaf.pts[i], x, y);
            if (d < *bd || (d == *bd && q->u.leaf.pts[i].id < best->id)) { *bd = d; *best = q->u.leaf.pts[i]; }
        }
        return;
    }
    int first = quadrant(&q->box, (Pt){x, y, 0});
    nearest(q->u.child[first], x, y, best, bd);
    for (int k = 0; k < 4; k++)
        if (k != first) nearest(q->u.child[k], x, y, best, bd);
}

static void stats(const Quad *q, int *leaves_at, int *points_at) {
    if (q->is_leaf) {
        leaves_at[q->depth]++;
        points_at[q->depth] += q->u.leaf.n;
        return;
    }
    for (int k = 0; k < 4; k++) stats(q->u.child[k], leaves_at, points_at);
}

static void destroy(Quad *q) {
    if (!q->is_leaf)
        for (int k = 0; k < 4; k++) destroy(q->u.child[k]);
    free(q);
}

int main(void) {
    enum { N = 800 };
    static Pt pts[N];
    Quad *root = quad_new((Box){50, 50, 50}, 0);
    unsigned s = 777;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        double x = (double)((s >> 8) % 100000u) / 1000.0;
        s = s * 1103515245u + 12345u;
        double y = (double)((s >> 8) % 100000u) / 1000.0;
        if (i % 4 == 0) { x = 20 + x / 20; y = 70 + y / 20; } /* a dense cluster */
        pts[i] = (Pt){x, y, i};
        insert(root, pts[i]);
    }
    int leaves[MAX_DEPTH + 1] = {0}, held[MAX_DEPTH + 1] = {0}, total = 0;
    stats(root, leaves, held);
    for (int d = 0; d <= MAX_DEPTH; d++)
        if (leaves[d]) {
            printf("depth %2d: %3d leaves, %3d points\n", d, leaves[d], held[d]);
            total += held[d];
        }
    int bad = total != N;
    static const double circles[][3] = {{22.5, 72.5, 1.0}, {50, 50, 10}, {90, 10, 5}, {0, 0, 150}};
    for (int c = 0; c < 4; c++) {
        long visited = 0;
        int n = in_circle(root, circles[c][0], circles[c][1], circles[c][2], &visited), brute = 0;
        for (int i = 0; i < N; i++) brute += dist2(pts[i], circles[c][0], circles[c][1]) <= circles[c][2] * circles[c][2];
        bad += n != brute;
        printf("circle (%g,%g) r=%g: %d points, visited %ld nodes\n", circles[c][0], circles[c][1], circles[c][2], n, visited);
    }
    for (int q = 0; q < 5; q++) {
        double x = 10 + q * 19.5, y = 95 - q * 21.25;
        Pt best = {0, 0, -1};
        double bd = INFINITY;
        nearest(root, x, y, &best, &bd);
        int bi = 0;
        for (int i = 1; i < N; i++)
            if (dist2(pts[i], x, y) < dist2(pts[bi], x, y)) bi = i;
        bad += best.id != bi;
        printf("nearest to (%.2f,%.2f): #%d at distance %.4f\n", x, y, best.id, sqrt(bd));
    }
    destroy(root);
    printf("mismatches %d\n", bad);
    return bad;
}
