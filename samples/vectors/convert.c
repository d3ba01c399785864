#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef unsigned char v4qu __attribute__((vector_size(4)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int v2si __attribute__((vector_size(8)));

static inline v4sf to_float(v4si v) { return __builtin_convertvector(v, v4sf); }

int main(void) {
    v4si a = {1, -2, 300000, -7};
    v4sf f = to_float(a);
    printf("%g %g %g %g\n", f[0], f[1], f[2], f[3]);
    v4si back = __builtin_convertvector(f * 1.5f, v4si);
    printf("%d %d %d %d\n", back[0], back[1], back[2], back[3]);
    v4hi narrow = __builtin_convertvector(a, v4hi);
    printf("%d %d %d %d\n", narrow[0], narrow[1], narrow[2], narrow[3]);
    v4si wide = __builtin_convertvector(narrow, v4si);
    printf("%d %d\n", wide[2], wide[3]);
    v2df d = __builtin_convertvector((v2sf){0.25f, -8.5f}, v2df);
    printf("%g %g\n", d[0], d[1]);
    v2di l = __builtin_convertvector(d * 4, v2di);
    printf("%lld %lld\n", l[0], l[1]);
    v4su u = __builtin_convertvector((v4sf){1.9f, 2.1f, 3e9f, 0.0f}, v4su);
    printf("%u %u %u %u\n", u[0], u[1], u[2], u[3]);
    v2si s = __builtin_convertvector((v2df){-1.75, 1e3}, v2si);
    printf("%d %d\n", s[0], s[1]);
    return 0;
}
