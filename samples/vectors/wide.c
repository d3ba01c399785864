/* GNU vectors of 32 and 64 bytes (AVX's sizes, without AVX): every operation the
   16-byte ones have, as locals, globals, members, arrays, arguments and results. */
#include <stdio.h>

typedef int v8si __attribute__((vector_size(32)));
typedef unsigned v8su __attribute__((vector_size(32)));
typedef float v8sf __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef long v4di __attribute__((vector_size(32)));
typedef int v4si __attribute__((vector_size(16)));
typedef short v16hi __attribute__((vector_size(32)));
typedef signed char v32qi __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
typedef double v8df __attribute__((vector_size(64)));
typedef long v8di __attribute__((vector_size(64)));

struct holder { char tag; v8si v; int after; };

v8si g = {1, 2, 3, 4, 5, 6, 7, 8};
v8df gd = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5};
v8si table[2] = {{1, 2, 3}, {10, 20, 30, 40, 50, 60, 70, 80}};
struct holder gh = {'h', {-1, -2, -3, -4, -5, -6, -7, -8}, 99};
static v16si zero16;

static void show8(const char *what, v8si v) {
    printf("%s:", what);
    for (int i = 0; i < 8; i++)
        printf(" %d", v[i]);
    printf("\n");
}

static void show16(const char *what, v16si v) {
    printf("%s:", what);
    for (int i = 0; i < 16; i++)
        printf(" %d", v[i]);
    printf("\n");
}

static void showd(const char *what, v4df v) {
    printf("%s: %g %g %g %g\n", what, v[0], v[1], v[2], v[3]);
}

static v8si add(v8si a, v8si b) { return a + b; }
static v8si mix(int k, v8si a, double d, v8si b, int j) { return a * k + b * j + (int)d; }
static v16si twice(v16si a) { return a + a; }
static v8df scale(v8df a, double s) { return a * s; }
static struct holder bump(struct holder h) { h.v += h.after; h.after++; return h; }
static void via_pointer(v8si *p, int n) { for (int i = 0; i < n; i++) p[i] = p[i] << 1; }

int main(void) {
    v8si a = {1, -2, 3, -4, 5, -6, 7, -8};
    v8si b = {8, 7, 6, 5, 4, 3, 2, 1};
    show8("g", g);
    show8("add", a + b);
    show8("sub", a - b);
    show8("mul", a * b);
    show8("div", b / (v8si){1, 2, 3, 4, 1, 2, 3, 4});
    show8("mod", b % 3);
    show8("neg", -a);
    show8("not", ~a);
    show8("and", a & b);
    show8("or", a | 16);
    show8("xor", a ^ b);
    show8("shl", b << 2);
    show8("shr", a >> 1);
    show8("shlv", b << (v8si){0, 1, 2, 3, 4, 5, 6, 7});
    show8("lt", a < b);
    show8("eq", a == (v8si){1, 2, 3, 4, 5, 6, 7, 8});
    show8("bcast", 3 - a);
    v8su u = (v8su)a;
    printf("unsigned: %u %u\n", u[1], (u >> 28)[3]);
    v8sf f = {1.5f, 2.5f, -3.0f, 4.0f, 0.25f, 8.0f, -1.0f, 100.0f};
    v8sf f2 = f * f - 1.0f;
    printf("float: %g %g %g %g %g\n", f2[0], f2[2], f2[5], f2[7], (f / 2)[6]);
    show8("fcmp", f > 2.0f);
    v4df d = {1.0, 2.0, 3.0, 4.0};
    showd("double", d * d + 0.5);
    v4di dm = d >= 2.5;
    printf("dmask: %ld %ld %ld %ld\n", dm[0], dm[1], dm[2], dm[3]);

    v8si c = a;
    c[0] = 100;
    c[7] += 50;
    for (int i = 1; i < 7; i++)
        c[i] *= i;
    show8("subscript", c);
    c += b;
    c *= 2;
    show8("compound", c);
    show8("cast", (v8si)(v8su){1, 2, 3, 0x80000000u, 5, 6, 7, 8});
    v8sf bits = (v8sf)(v8si){0x3f800000, 0x40000000};
    printf("bits: %g %g %g\n", bits[0], bits[1], bits[2]);

    show8("shufflevector", __builtin_shufflevector(a, b, 15, 0, 14, 1, 13, 2, 12, 3));
    v4si lo = __builtin_shufflevector(a, a, 4, 5, 6, 7);
    printf("narrow: %d %d %d %d\n", lo[0], lo[1], lo[2], lo[3]);
    v4si x = {1, 2, 3, 4};
    show8("widen", __builtin_shufflevector(x, x, 0, 1, 2, 3, 7, 6, 5, 4));
    show8("shuffle", __builtin_shuffle(a, (v8si){7, 6, 5, 4, 3, 2, 1, 0}));
    show8("shuffle2", __builtin_shuffle(a, b, (v8si){0, 8, 1, 9, 2, 10, 3, 11}));

    v8sf cf = __builtin_convertvector(a, v8sf);
    printf("v8si->v8sf: %g %g %g\n", cf[0], cf[1], cf[7]);
    show8("v8sf->v8si", __builtin_convertvector(f, v8si));
    v4si nd = __builtin_convertvector((v4df){1.9, -2.9, 3.5, 1e3}, v4si);
    printf("v4df->v4si: %d %d %d %d\n", nd[0], nd[1], nd[2], nd[3]);
    showd("v4si->v4df", __builtin_convertvector(x, v4df));

    v16si w = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    show16("v16si", w * w - w);
    show16("twice", twice(w));
    show16("zero16", zero16 + 1);
    v8df wd = scale(gd, 2.0);
    printf("v8df: %g %g %g\n", wd[0], wd[4], wd[7]);
    v8di wm = gd > 3.0;
    printf("v8df mask: %ld %ld\n", wm[2], wm[3]);
    v16hi h = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    h = h * h;
    printf("v16hi: %d %d\n", h[0], h[15]);
    v32qi q = {0};
    q[31] = 7;
    q = q + (signed char)1;
    printf("v32qi: %d %d %d\n", q[0], q[30], q[31]);

    show8("call", add(a, g));
    show8("mix", mix(2, a, 3.75, b, -1));
    struct holder hh = bump(gh);
    printf("member: %c %d %d %d\n", hh.tag, hh.v[0], hh.v[7], hh.after);
    via_pointer(table, 2);
    show8("table0", table[0]);
    show8("table1", table[1]);
    v8si arr[3] = {a, b};
    arr[2] = arr[0] + arr[1];
    show8("array", arr[2]);
    printf("sizes: %zu %zu %zu %zu\n", sizeof(v8si), sizeof(v16si), sizeof(v8df), sizeof arr);
    return 0;
}
