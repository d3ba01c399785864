/* Small structures by value, in registers both ways: each is a local that SROA splits into
   the integer or float words the ABI passes, and mem2reg then promotes. */
#include <stdio.h>

struct pair { int x, y; };
struct fpair { float x, y; };
struct mixed { int i; float f; };
struct bytes { signed char a; short b; int c; };
struct dbl_int { double d; int n; };
struct ptr_len { const char *p; long n; };
struct three { char a, b, c; };

static struct pair make_pair(int x, int y) { struct pair p; p.x = x; p.y = y; return p; }
static struct pair swap(struct pair p) { struct pair q = { p.y, p.x }; return q; }
static struct fpair scale(struct fpair f, float k) { f.x *= k; f.y *= k; return f; }
static struct mixed bump(struct mixed m) { m.i += 1; m.f += 0.5f; return m; }
static struct bytes fill(int v) { struct bytes b; b.a = (signed char)v; b.b = (short)(v * 300); b.c = v * 70000; return b; }
static int sum_bytes(struct bytes b) { return b.a + b.b + b.c; }
static struct dbl_int halve(struct dbl_int d) { d.d /= 2; d.n /= 2; return d; }
static struct ptr_len skip(struct ptr_len s, long k) { s.p += k; s.n -= k; return s; }
static struct three rot(struct three t) { struct three r; r.a = t.b; r.b = t.c; r.c = t.a; return r; }

int main(void) {
    struct pair p = make_pair(3, -7);
    for (int i = 0; i < 5; i++)
        p = swap(make_pair(p.x + i, p.y - i));
    printf("pair %d %d\n", p.x, p.y);
    struct fpair f = { 1.5f, -2.25f };
    for (int i = 0; i < 3; i++)
        f = scale(f, 2.0f);
    printf("fpair %g %g\n", f.x, f.y);
    struct mixed m = { 10, 0.25f };
    m = bump(bump(m));
    printf("mixed %d %g\n", m.i, m.f);
    int total = 0;
    for (int v = -3; v < 6; v++)
        total += sum_bytes(fill(v));
    printf("bytes %d\n", total);
    struct dbl_int d = halve(halve((struct dbl_int){ 9.0, 41 }));
    printf("dbl_int %g %d\n", d.d, d.n);
    struct ptr_len s = { "hello, world", 12 };
    s = skip(s, 7);
    printf("ptr_len %.*s %ld\n", (int)s.n, s.p, s.n);
    struct three t = { 'a', 'b', 'c' };
    t = rot(rot(t));
    printf("three %c%c%c\n", t.a, t.b, t.c);
    return p.x & 0x7f;
}
