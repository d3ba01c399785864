/* Plane geometry with structs of doubles passed and returned by value: polygon area and
 * centroid by the shoelace formula, a convex hull by Andrew's monotone chain, segment
 * intersection, and a 3x3 matrix type applying rotations and translations to points. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { double x, y; } vec2;
typedef struct { vec2 a, b; } segment;
typedef struct { double m[3][3]; } mat3;

/* Rounding residue below a printed digit is shown as zero, without a minus sign. */
static double clean(double x) { return fabs(x) < 1e-9 ? 0 : x; }

static vec2 v2(double x, double y) { return (vec2){ x, y }; }
static vec2 add(vec2 a, vec2 b) { return v2(a.x + b.x, a.y + b.y); }
static vec2 sub(vec2 a, vec2 b) { return v2(a.x - b.x, a.y - b.y); }
static vec2 scale(vec2 a, double k) { return v2(a.x * k, a.y * k); }
static double cross(vec2 a, vec2 b) { return a.x * b.y - a.y * b.x; }
static double turn(vec2 o, vec2 a, vec2 b) { return cross(sub(a, o), sub(b, o)); }

static double area(const vec2 *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += cross(p[i], p[(i + 1) % n]);
    return s / 2;
}

static vec2 centroid(const vec2 *p, int n) {
    vec2 c = { 0, 0 };
    for (int i = 0; i < n; i++) {
        double w = cross(p[i], p[(i + 1) % n]);
        c = add(c, scale(add(p[i], p[(i + 1) % n]), w));
    }
    return scale(c, 1 / (6 * area(p, n)));
}

static int by_x_then_y(const void *pa, const void *pb) {
    const vec2 *a = pa, *b = pb;
    if (a->x != b->x)
        return a->x < b->x ? -1 : 1;
    return (a->y > b->y) - (a->y < b->y);
}

/* Andrew's monotone chain; writes the hull counter-clockwise to out, returns its size. */
static int convex_hull(vec2 *p, int n, vec2 *out) {
    qsort(p, n, sizeof *p, by_x_then_y);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && turn(out[k - 2], out[k - 1], p[i]) <= 0)
            k--;
        out[k++] = p[i];
    }
    for (int i = n - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && turn(out[k - 2], out[k - 1], p[i]) <= 0)
            k--;
        out[k++] = p[i];
    }
    return k - 1;
}

static int intersect(segment s, segment t, vec2 *at) {
    vec2 r = sub(s.b, s.a), q = sub(t.b, t.a);
    double d = cross(r, q);
    if (fabs(d) < 1e-12)
        return 0;
    double u = cross(sub(t.a, s.a), q) / d, v = cross(sub(t.a, s.a), r) / d;
    if (u < 0 || u > 1 || v < 0 || v > 1)
        return 0;
    *at = add(s.a, scale(r, u));
    return 1;
}

static mat3 identity(void) { return (mat3){ { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } }; }

static mat3 rotation(double angle) {
    mat3 r = identity();
    r.m[0][0] = cos(angle);
    r.m[0][1] = -sin(angle);
    r.m[1][0] = sin(angle);
    r.m[1][1] = cos(angle);
    return r;
}

static mat3 translation(double dx, double dy) {
    mat3 t = identity();
    t.m[0][2] = dx;
    t.m[1][2] = dy;
    return t;
}

static mat3 multiply(mat3 a, mat3 b) {
    mat3 c;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            c.m[i][j] = 0;
            for (int k = 0; k < 3; k++)
                c.m[i][j] += a.m[i][k] * b.m[k][j];
        }
    return c;
}

static vec2 apply(const mat3 *t, vec2 p) {
    return v2(t->m[0][0] * p.x + t->m[0][1] * p.y + t->m[0][2],
              t->m[1][0] * p.x + t->m[1][1] * p.y + t->m[1][2]);
}

int main(void) {
    vec2 square[] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    vec2 c = centroid(square, 4);
    printf("square: area %.3f centroid (%.3f, %.3f)\n", area(square, 4), c.x, c.y);

    vec2 cloud[16];
    unsigned seed = 12345;
    for (int i = 0; i < 16; i++) {
        seed = seed * 1103515245 + 12345;
        double x = (seed >> 16) % 100;
        seed = seed * 1103515245 + 12345;
        cloud[i] = v2(x / 10, (double)((seed >> 16) % 100) / 10);
    }
    vec2 hull[17];
    int h = convex_hull(cloud, 16, hull);
    printf("hull of 16 points has %d vertices:", h);
    for (int i = 0; i < h; i++)
        printf(" (%.1f,%.1f)", hull[i].x, hull[i].y);
    c = centroid(hull, h);
    printf("\nhull area %.3f centroid (%.3f, %.3f)\n", area(hull, h), c.x, c.y);

    segment s = { { 0, 0 }, { 4, 4 } }, t = { { 0, 4 }, { 4, 0 } }, u = { { 5, 5 }, { 6, 9 } };
    vec2 at;
    if (intersect(s, t, &at))
        printf("s and t meet at (%.3f, %.3f)\n", at.x, at.y);
    printf("s and u %s\n", intersect(s, u, &at) ? "meet" : "do not meet");

    const double pi = 3.14159265358979323846;
    mat3 m = multiply(translation(1, 2), rotation(pi / 2));
    for (int i = 0; i < 4; i++) {
        vec2 p = apply(&m, square[i]);
        printf("square[%d] -> (%.3f, %.3f)\n", i, clean(p.x), clean(p.y));
    }
    mat3 spin = identity();
    for (int i = 0; i < 12; i++)
        spin = multiply(spin, rotation(pi / 6));
    printf("12 turns of 30 degrees: %.6f %.6f / %.6f %.6f\n", clean(spin.m[0][0]),
           clean(spin.m[0][1]), clean(spin.m[1][0]), clean(spin.m[1][1]));
    return 0;
}
