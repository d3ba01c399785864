/* Floating-point aggregates of the shapes the calling conventions single out (AAPCS64
 * homogeneous aggregates of 1-4 floats or doubles, arrays inside structs, nested structs;
 * SysV mixed SSE/INTEGER eightbytes), passed and returned by value in long argument lists
 * that exhaust the registers, used for a small colour-space and bounding-box computation. */
#include <stdio.h>

typedef struct { float r, g, b, a; } Rgba;          /* HFA of 4 floats */
typedef struct { double h, s, v; } Hsv;             /* HFA of 3 doubles */
typedef struct { float xy[2]; } Vec2f;              /* HFA through an array */
typedef struct { Vec2f lo, hi; } Box;               /* HFA of 4 floats, nested */
typedef struct { double m[2][2]; } Mat2;            /* HFA of 4 doubles */
typedef struct { float f; int i; } FloatInt;        /* mixed, one eightbyte */
typedef struct { double d; long tag; } DoubleLong;  /* SSE + INTEGER */
typedef struct { float a, b, c, d, e; } Five;       /* too many for an HFA: by reference */

static Hsv to_hsv(Rgba c) {
    float mx = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
    float mn = c.r < c.g ? (c.r < c.b ? c.r : c.b) : (c.g < c.b ? c.g : c.b);
    double d = mx - mn, h = 0;
    if (d > 0) {
        if (mx == c.r)
            h = 60 * ((c.g - c.b) / d);
        else if (mx == c.g)
            h = 60 * ((c.b - c.r) / d + 2);
        else
            h = 60 * ((c.r - c.g) / d + 4);
        if (h < 0)
            h += 360;
    }
    return (Hsv){h, mx > 0 ? d / mx : 0, mx};
}

static Rgba blend(Rgba x, Rgba y, float t) {
    return (Rgba){x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t, x.a + (y.a - x.a) * t};
}

static Box grow(Box b, Vec2f p) {
    for (int k = 0; k < 2; k++) {
        if (p.xy[k] < b.lo.xy[k]) b.lo.xy[k] = p.xy[k];
        if (p.xy[k] > b.hi.xy[k]) b.hi.xy[k] = p.xy[k];
    }
    return b;
}

/* Nine HFAs and scalars: registers run out part-way and the rest go on the stack. */
static double many(Rgba c1, Hsv h1, Box b1, Mat2 m1, Rgba c2, int k, Hsv h2, float f,
                   Box b2, double d, Mat2 m2, FloatInt fi, DoubleLong dl, Five five) {
    double s = c1.r + c1.g + c1.b + c1.a;
    s += h1.h / 360 + h1.s + h1.v;
    s += b1.lo.xy[0] + b1.lo.xy[1] + b1.hi.xy[0] + b1.hi.xy[1];
    s += m1.m[0][0] * m1.m[1][1] - m1.m[0][1] * m1.m[1][0];
    s += c2.a * k + h2.v * f;
    s += (b2.hi.xy[0] - b2.lo.xy[0]) * (b2.hi.xy[1] - b2.lo.xy[1]) + d;
    s += m2.m[0][1] + m2.m[1][0];
    s += fi.f * fi.i + dl.d * (double)dl.tag;
    s += five.a + five.b + five.c + five.d + five.e;
    return s;
}

static Mat2 mat_mul(Mat2 a, Mat2 b) {
    Mat2 r;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            r.m[i][j] = a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j];
    return r;
}

static Five five_scale(Five v, float k) { return (Five){v.a * k, v.b * k, v.c * k, v.d * k, v.e * k}; }
static FloatInt fi_make(float f, int i) { return (FloatInt){f, i}; }
static DoubleLong dl_swap(DoubleLong x) { return (DoubleLong){(double)x.tag, (long)x.d}; }

int main(void) {
    Rgba colors[] = {{1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 0.5f}, {1, 1, 0, 1}, {0.25f, 0.5f, 0.75f, 1}, {0.5f, 0.5f, 0.5f, 0}};
    for (int i = 0; i < 6; i++) {
        Hsv h = to_hsv(colors[i]);
        Rgba m = blend(colors[i], colors[(i + 1) % 6], 0.25f);
        printf("rgba(%.2f %.2f %.2f %.2f) hsv(%6.2f %.3f %.3f) blend(%.4f %.4f %.4f %.4f)\n", colors[i].r,
               colors[i].g, colors[i].b, colors[i].a, h.h, h.s, h.v, m.r, m.g, m.b, m.a);
    }
    Box box = {{{0, 0}}, {{0, 0}}};
    Vec2f pts[] = {{{1.5f, -2}}, {{-3, 0.5f}}, {{2, 4}}, {{-0.5f, -6}}};
    for (int i = 0; i < 4; i++)
        box = grow(box, pts[i]);
    printf("box (%.2f,%.2f)-(%.2f,%.2f)\n", box.lo.xy[0], box.lo.xy[1], box.hi.xy[0], box.hi.xy[1]);
    Mat2 rot = {{{0, -1}, {1, 0}}}, acc = {{{1, 0}, {0, 1}}};
    for (int i = 0; i < 5; i++)
        acc = mat_mul(acc, rot);
    printf("rot^5 = [[%g %g] [%g %g]]\n", acc.m[0][0], acc.m[0][1], acc.m[1][0], acc.m[1][1]);
    Five five = five_scale((Five){1, 2, 3, 4, 5}, 0.5f);
    FloatInt fi = fi_make(2.5f, -4);
    DoubleLong dl = dl_swap((DoubleLong){7.9, 3});
    printf("five %.1f %.1f %.1f %.1f %.1f, fi %.1f %d, dl %.1f %ld\n", five.a, five.b, five.c, five.d,
           five.e, fi.f, fi.i, dl.d, dl.tag);
    double total = many(colors[4], to_hsv(colors[4]), box, rot, colors[2], 3, to_hsv(colors[3]), 1.5f,
                        grow(box, (Vec2f){{10, 10}}), 0.125, acc, fi, dl, five);
    printf("many = %.6f\n", total);
    return 0;
}
