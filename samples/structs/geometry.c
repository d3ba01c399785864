/* Plane geometry with structs of doubles passed by value: vectors, cross products, polygon
 * area by the shoelace formula, the convex hull by Andrew's monotone chain (qsort with a
 * tie-breaking comparator), segment intersection, and the centroid of a polygon. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { double x, y; } Point;
typedef struct { Point a, b; } Segment;

static Point pt(double x, double y) { Point p = {x, y}; return p; }
static Point sub(Point a, Point b) { return pt(a.x - b.x, a.y - b.y); }
static Point add(Point a, Point b) { return pt(a.x + b.x, a.y + b.y); }
static Point scale(Point a, double k) { return pt(a.x * k, a.y * k); }
static double cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }
static double dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }
static double len(Point a) { return sqrt(dot(a, a)); }
static double orient(Point o, Point a, Point b) { return cross(sub(a, o), sub(b, o)); }

static int cmp_point(const void *pa, const void *pb) {
    const Point *a = pa, *b = pb;
    if (a->x != b->x)
        return a->x < b->x ? -1 : 1;
    if (a->y != b->y)
        return a->y < b->y ? -1 : 1;
    return 0;
}

/* Andrew's monotone chain; returns the hull counter-clockwise without collinear points. */
static int convex_hull(Point *pts, int n, Point *hull) {
    qsort(pts, n, sizeof *pts, cmp_point);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && orient(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    for (int i = n - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && orient(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    return k - 1;
}

static double area(const Point *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += cross(p[i], p[(i + 1) % n]);
    return s / 2;
}

static double perimeter(const Point *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += len(sub(p[(i + 1) % n], p[i]));
    return s;
}

static Point centroid(const Point *p, int n) {
    Point c = {0, 0};
    double a = 0;
    for (int i = 0; i < n; i++) {
        double w = cross(p[i], p[(i + 1) % n]);
        a += w;
        c = add(c, scale(add(p[i], p[(i + 1) % n]), w));
    }
    return scale(c, 1.0 / (3.0 * a));
}

/* Returns 1 and the crossing point if the segments properly intersect or touch. */
static int intersect(Segment s, Segment t, Point *out) {
    Point r = sub(s.b, s.a), q = sub(t.b, t.a);
    double d = cross(r, q);
    if (d == 0)
        return 0;
    double u = cross(sub(t.a, s.a), q) / d;
    double v = cross(sub(t.a, s.a), r) / d;
    if (u < 0 || u > 1 || v < 0 || v > 1)
        return 0;
    *out = add(s.a, scale(r, u));
    return 1;
}

int main(void) {
    Point pts[40];
    int n = 0;
    unsigned seed = 12345;
    for (int i = 0; i < 30; i++) {
        seed = seed * 1103515245u + 12345u;
        int x = (int)((seed >> 16) % 21) - 10;
        seed = seed * 1103515245u + 12345u;
        int y = (int)((seed >> 16) % 21) - 10;
        pts[n++] = pt(x, y);
    }
    pts[n++] = pt(-12, 0);
    pts[n++] = pt(12, 0);
    pts[n++] = pt(0, 12);
    pts[n++] = pt(0, -12);

    Point hull[80];
    int h = convex_hull(pts, n, hull);
    printf("hull of %d points has %d vertices:\n", n, h);
    for (int i = 0; i < h; i++)
        printf("  (%g, %g)\n", hull[i].x, hull[i].y);
    printf("area %.4f perimeter %.4f\n", area(hull, h), perimeter(hull, h));
    Point c = centroid(hull, h);
    printf("centroid (%.4f, %.4f)\n", c.x, c.y);

    Point square[4] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    printf("square area %.2f, clockwise area %.2f\n", area(square, 4),
           area((Point[]){{0, 0}, {0, 4}, {4, 4}, {4, 0}}, 4));
    Point tri[] = {{0, 0}, {6, 0}, {0, 3}};
    Point tc = centroid(tri, 3);
    printf("triangle centroid (%.4f, %.4f)\n", tc.x, tc.y);

    Segment segs[] = {
        {{0, 0}, {4, 4}}, {{0, 4}, {4, 0}}, {{1, 0}, {1, 5}},
        {{5, 5}, {6, 6}}, {{-1, 2}, {8, 2}}, {{0, 0}, {2, 2}},
    };
    int ns = sizeof segs / sizeof segs[0], hits = 0;
    for (int i = 0; i < ns; i++)
        for (int j = i + 1; j < ns; j++) {
            Point x;
            if (intersect(segs[i], segs[j], &x)) {
                hits++;
                printf("seg %d x seg %d at (%.3f, %.3f)\n", i, j, x.x, x.y);
            } else {
                printf("seg %d x seg %d: none\n", i, j);
            }
        }
    printf("%d intersections\n", hits);
    return h == 0;
}
