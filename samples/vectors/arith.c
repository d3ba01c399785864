#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef unsigned char v8qu __attribute__((vector_size(8)));
typedef short v4hi __attribute__((vector_size(8)));
typedef int v2si __attribute__((vector_size(8)));
typedef float v2sf __attribute__((vector_size(8)));

static v4si add3(v4si a, v4si b, v4si c) { return a + b * c; }
static v2si twice(v2si a) { return a + a; }

int main(void) {
    v4si a = {1, 2, 3, 4}, b = {10, -20, 30};
    v4si c = add3(a, b, a);
    printf("%d %d %d %d\n", c[0], c[1], c[2], c[3]);
    v4si d = (b / a) % 7 - (a << 2) + (b >> 1) ^ ~a;
    printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
    v4si m = a > 2;
    printf("%d %d %d %d\n", m[0], m[1], m[2], m[3]);
    v4su u = {1, 2, 0xffffffffu, 4};
    v4si um = u > 2u;
    printf("%d %d %d %d\n", um[0], um[1], um[2], um[3]);
    v4sf f = {1.5f, 2.5f, -3.0f, 0.25f};
    f = f * 2 + f / 4;
    printf("%g %g %g %g\n", f[0], f[1], f[2], f[3]);
    v4si fm = f < 1;
    printf("%d %d %d %d\n", fm[0], fm[1], fm[2], fm[3]);
    v2df g = {1.0, 3.0};
    g = -g * 0.5;
    printf("%g %g\n", g[0], g[1]);
    v16qi q = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    q = q * q - 3;
    printf("%d %d %d\n", q[0], q[10], q[15]);
    v8hi h = {100, 200, 300, 400, 500, 600, 700, 800};
    h *= 100;
    printf("%d %d\n", h[0], h[7]);
    v2di l = {1LL << 40, -5};
    l = l * 3 + (l >> 2);
    printf("%lld %lld\n", l[0], l[1]);
    v8qu s = {250, 251, 252, 253, 254, 255, 0, 1};
    s += 10;
    printf("%d %d %d\n", s[0], s[5], s[7]);
    v4hi sh = {1, -2, 3, -4};
    sh = sh * sh;
    printf("%d %d\n", sh[1], sh[3]);
    v2si t = twice((v2si){21, -4});
    printf("%d %d\n", t[0], t[1]);
    v2sf p = {0.5f, 8.0f};
    p = p - 1;
    printf("%g %g\n", p[0], p[1]);
    a[2] = 99;
    a[0] += 5;
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    v4si cast = (v4si)f;
    printf("%x\n", cast[0]);
    long long bits = (long long)t;
    printf("%llx\n", bits);
    printf("%zu %zu %zu %zu\n", sizeof(v4si), _Alignof(v4si), sizeof(v2si), _Alignof(v2sf));
    return 0;
}
