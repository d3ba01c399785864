/* Computational geometry with small structs passed and returned by value: float-only
 * points (homogeneous aggregates), mixed int/double segments, and a large hull result
 * struct returned by value. Computes convex hulls (monotone chain), areas, centroids,
 * segment intersections, and point-in-polygon tests. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { float x, y; } Pt;                 /* two floats */
typedef struct { float x, y, z; } Pt3;             /* three floats */
typedef struct { Pt a, b; int id; double len; } Seg; /* mixed, larger than 16 bytes */
typedef struct { Pt v[32]; int n; double area; } Hull;
typedef struct { int hit; Pt at; } Crossing;

static Pt pt(float x, float y) { return (Pt){x, y}; }
static Pt sub(Pt a, Pt b) { return pt(a.x - b.x, a.y - b.y); }
static double cross(Pt o, Pt a, Pt b) {
    Pt u = sub(a, o), v = sub(b, o);
    return (double)u.x * v.y - (double)u.y * v.x;
}
static Pt3 lift(Pt p, float z) { return (Pt3){p.x, p.y, z}; }
static double dot3(Pt3 a, Pt3 b) { return (double)a.x * b.x + (double)a.y * b.y + (double)a.z * b.z; }

static Seg seg(Pt a, Pt b, int id) {
    Seg s = {a, b, id, 0.0};
    s.len = hypot((double)b.x - a.x, (double)b.y - a.y);
    return s;
}

static int pt_cmp(const void *pa, const void *pb) {
    const Pt *a = pa, *b = pb;
    if (a->x != b->x) return a->x < b->x ? -1 : 1;
    if (a->y != b->y) return a->y < b->y ? -1 : 1;
    return 0;
}

static Hull convex_hull(Pt *p, int n) {
    Hull h = {.n = 0, .area = 0};
    qsort(p, (size_t)n, sizeof *p, pt_cmp);
    for (int pass = 0; pass < 2; pass++) {
        int start = h.n;
        for (int k = 0; k < n; k++) {
            Pt q = pass == 0 ? p[k] : p[n - 1 - k];
            while (h.n >= start + 2 && cross(h.v[h.n - 2], h.v[h.n - 1], q) <= 0) h.n--;
            h.v[h.n++] = q;
        }
        h.n--; /* the last point starts the other chain */
    }
    for (int i = 0; i < h.n; i++) {
        Pt a = h.v[i], b = h.v[(i + 1) % h.n];
        h.area += ((double)a.x * b.y - (double)b.x * a.y) / 2.0;
    }
    return h;
}

static Pt centroid(Hull h) {
    double cx = 0, cy = 0;
    for (int i = 0; i < h.n; i++) {
        Pt a = h.v[i], b = h.v[(i + 1) % h.n];
        double f = (double)a.x * b.y - (double)b.x * a.y;
        cx += (a.x + b.x) * f;
        cy += (a.y + b.y) * f;
    }
    return pt((float)(cx / (6.0 * h.area)), (float)(cy / (6.0 * h.area)));
}

static Crossing intersect(Seg s, Seg t) {
    double d1 = cross(s.a, s.b, t.a), d2 = cross(s.a, s.b, t.b);
    double d3 = cross(t.a, t.b, s.a), d4 = cross(t.a, t.b, s.b);
    Crossing c = {0, {0, 0}};
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
        double r = d1 / (d1 - d2);
        c.hit = 1;
        c.at = pt((float)(t.a.x + r * (t.b.x - t.a.x)), (float)(t.a.y + r * (t.b.y - t.a.y)));
    }
    return c;
}

static int inside(const Hull *h, Pt q) { /* counter-clockwise convex polygon */
    for (int i = 0; i < h->n; i++)
        if (cross(h->v[i], h->v[(i + 1) % h->n], q) < 0) return 0;
    return 1;
}

int main(void) {
    enum { N = 60 };
    Pt cloud[N];
    unsigned s = 4321;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        float x = (float)((s >> 16) % 200u) / 4.0f;
        s = s * 1103515245u + 12345u;
        float y = (float)((s >> 16) % 200u) / 4.0f;
        cloud[i] = pt(x, y);
    }
    Hull h = convex_hull(cloud, N);
    Pt c = centroid(h);
    printf("hull of %d points: %d vertices, area %.4f, centroid (%.4f, %.4f)\n", N, h.n, h.area, c.x, c.y);
    for (int i = 0; i < h.n; i++) printf(" (%.2f,%.2f)", h.v[i].x, h.v[i].y);
    printf("\n");
    Seg segs[4] = {seg(pt(0, 0), pt(50, 50), 1), seg(pt(0, 50), pt(50, 0), 2), seg(pt(10, 40), pt(40, 45), 3),
                   seg(pt(60, 0), pt(70, 10), 4)};
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) {
            Crossing x = intersect(segs[i], segs[j]);
            printf("seg %d (len %.3f) x seg %d: ", segs[i].id, segs[i].len, segs[j].id);
            if (x.hit) printf("at (%.3f, %.3f)\n", x.at.x, x.at.y);
            else printf("none\n");
        }
    static const Pt probes[] = {{25, 25}, {0, 0}, {49, 1}, {12.5f, 30}, {-1, 20}};
    int in = 0;
    for (int i = 0; i < 5; i++) {
        int r = inside(&h, probes[i]);
        in += r;
        printf("(%g, %g) inside: %d\n", probes[i].x, probes[i].y, r);
    }
    Pt3 n = lift(sub(h.v[1], h.v[0]), 1.5f), m = lift(c, -2.0f);
    printf("dot3 %.4f\n", dot3(n, m));
    return in;
}
