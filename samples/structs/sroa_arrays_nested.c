/* Small arrays reached at constant indices, nested structures, copies between locals,
   bit-fields, and locals whose address escapes (which SROA must leave whole). */
#include <stdio.h>

struct vec { double x, y, z; };
struct seg { struct vec a, b; int id; };
struct flags { unsigned lo : 3, mid : 7, hi : 6; signed s : 5; unsigned char tail; };
struct pad { char c; /* padding */ long l; short s; /* padding */ };

static double dot(struct vec u, struct vec v) { return u.x * v.x + u.y * v.y + u.z * v.z; }

static struct vec mid(struct seg s) {
    struct vec m = { (s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2, (s.a.z + s.b.z) / 2 };
    return m;
}

static void bump(int *p) { *p += 100; }

int main(void) {
    int a[4] = { 1, 2, 3, 4 };
    for (int i = 0; i < 6; i++) {
        int t = a[0];
        a[0] = a[1]; a[1] = a[2]; a[2] = a[3]; a[3] = t + a[2];
    }
    printf("array %d %d %d %d\n", a[0], a[1], a[2], a[3]);
    short h[3] = { 0 };
    h[1] = -5; h[2] = h[1] * 7;
    printf("shorts %d %d %d\n", h[0], h[1], h[2]);
    struct seg s = { { 1, 2, 3 }, { 5, 6, 7 }, 9 };
    struct seg t = s;
    t.b.z = -1;
    t.id++;
    struct vec m = mid(t);
    printf("nested %g %g %g %d %d %g\n", m.x, m.y, m.z, s.id, t.id, dot(s.a, t.b));
    struct flags f = { 5, 100, 33, -7, 200 };
    for (int i = 0; i < 4; i++) {
        f.lo += 3; f.mid ^= i * 17; f.hi -= 5; f.s += 6; f.tail++;
    }
    printf("flags %u %u %u %d %u\n", f.lo, f.mid, f.hi, f.s, f.tail);
    struct flags g = f;
    g.mid = 1;
    printf("copy %u %u %u %d %u\n", g.lo, g.mid, g.hi, g.s, g.tail);
    struct pad p = { 'q', 1234567890123L, -3 }, r;
    r = p;
    r.s += 10;
    printf("pad %c %ld %d %d\n", r.c, r.l, r.s, p.s);
    int esc[3] = { 7, 8, 9 };
    bump(&esc[1]);
    struct { int x, y; } e = { 1, 2 };
    bump(&e.y);
    printf("escaped %d %d %d %d %d\n", esc[0], esc[1], esc[2], e.x, e.y);
    struct vec big[3] = { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } };
    struct vec sum = { 0, 0, 0 };
    sum.x = big[0].x + big[1].x + big[2].x;
    sum.y = big[0].y * 2 + big[1].y;
    sum.z = big[2].z - 0.5;
    printf("big %g %g %g\n", sum.x, sum.y, sum.z);
    return (a[3] + f.tail) & 0x7f;
}
