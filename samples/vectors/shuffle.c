#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));

static void show4(const char *what, v4si v) { printf("%s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
    v4si a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
    show4("rev", __builtin_shufflevector(a, b, 3, 2, 1, 0));
    show4("mix", __builtin_shufflevector(a, b, 0, 4, 1, 5));
    v4si z = __builtin_shufflevector(a, b, 7, -1, 6, 2);
    printf("any %d %d %d\n", z[0], z[2], z[3]);
    v4hi lo = __builtin_shufflevector((v8hi){10, 11, 12, 13, 14, 15, 16, 17}, (v8hi){0}, 1, 3, 5, 7);
    printf("narrow %d %d %d %d\n", lo[0], lo[1], lo[2], lo[3]);
    v8hi wide = __builtin_shufflevector(lo, lo, 0, 1, 2, 3, 4, 5, 6, 7);
    printf("widen %d %d\n", wide[0], wide[7]);
    v4sf f = {0.5f, 1.5f, 2.5f, 3.5f};
    v4sf g = __builtin_shufflevector(f, f, 1, 1, 2, 2);
    printf("float %g %g %g %g\n", g[0], g[1], g[2], g[3]);
    v4si m = {3, 0, 2, 1};
    show4("shuffle1", __builtin_shuffle(a, m));
    v4si m2 = {7, 0, 5, 6 + 8};
    show4("shuffle2", __builtin_shuffle(a, b, m2));
    v16qi q = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    v16qi qm = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
    v16qi qr = __builtin_shuffle(q * 2, qm);
    printf("bytes %d %d %d\n", qr[0], qr[7], qr[15]);
    v2df d = {1.25, -2.5};
    v2df dr = __builtin_shuffle(d, (v2di){1, 0});
    printf("double %g %g\n", dr[0], dr[1]);
    v4su u = (v4su)__builtin_shuffle(a, (v4si){0, 0, 0, 0}) + 1u;
    printf("splat %u %u\n", u[0], u[3]);
    return 0;
}
