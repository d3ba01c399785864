/* Structures and unions passed to and returned from functions by value: small ones in
 * registers (split per the target ABI), big ones by copy, with arithmetic on vectors,
 * complex numbers and records to show each arrives intact and the caller's copy is kept. */
int printf(const char *, ...);
struct p2 { int x, y; };
struct v3 { double x, y, z; };
struct f3 { float a, b, c; };
struct mix { int i; float f; double d; };
struct small { char c; };
struct big { long a[5]; };
struct dl { double d; long l; };
typedef struct { double re, im; } complex_t;
struct p2 mk(int x, int y) { struct p2 p = { x, y }; return p; }
struct v3 add3(struct v3 a, struct v3 b) { struct v3 r = { a.x + b.x, a.y + b.y, a.z + b.z }; return r; }
struct f3 scale(struct f3 v, float k) { v.a *= k; v.b *= k; v.c *= k; return v; }
struct mix mixit(struct mix m, int k) { m.i += k; m.f *= 2; m.d -= 1; return m; }
struct small next(struct small s) { s.c++; return s; }
struct big bump(struct big b, long k) { for (int i = 0; i < 5; i++) b.a[i] += k; return b; }
struct dl swapdl(struct dl v) { struct dl r = { (double)v.l, (long)v.d }; return r; }
complex_t cmul(complex_t a, complex_t b) { complex_t r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re }; return r; }
double sum8(struct p2 a, struct p2 b, struct p2 c, struct p2 d, struct v3 e, struct f3 f, int g, double h) {
    return a.x + b.y + c.x + d.y + e.z + f.c + g + h;
}
int main(void) {
    struct p2 p = mk(3, 4);
    printf("%d %d %d\n", p.x, p.y, mk(5, 6).y);
    struct v3 a = { 1, 2, 3 }, b = { 10, 20, 30 };
    struct v3 c = add3(a, b);
    printf("%g %g %g\n", c.x, c.y, c.z);
    struct f3 f = { 1.5f, 2.5f, 3.5f };
    struct f3 g = scale(f, 2);
    printf("%g %g %g | %g\n", g.a, g.b, g.c, f.a);
    struct mix m = { 1, 2.5f, 3.25 };
    m = mixit(m, 5);
    printf("%d %g %g\n", m.i, m.f, m.d);
    struct small s = { 'a' };
    printf("%c\n", next(next(s)).c);
    struct big bg = { { 1, 2, 3, 4, 5 } };
    struct big bb = bump(bg, 10);
    printf("%ld %ld %ld\n", bb.a[0], bb.a[4], bg.a[4]);
    struct dl d0 = { 2.5, 7 }; struct dl d = swapdl(d0);
    printf("%g %ld\n", d.d, d.l);
    complex_t i = { 0, 1 };
    complex_t r = cmul(i, i);
    printf("%g %g\n", r.re, r.im);
    printf("%g\n", sum8(p, p, p, p, a, f, 7, 0.5));
    return 0;
}
