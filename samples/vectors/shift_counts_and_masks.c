/* Two of gcc's conversions the intrinsic headers lean on: a shift's scalar count (an int)
 * applies to lanes narrower than int without gcc's truncation check, and a comparison's
 * mask converts implicitly to any integer vector of its size (its type is opaque in gcc). */
#include <stdio.h>

typedef unsigned short v8hu __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));

static v8hu shl(v8hu v, int n) { return v << n; }
static v8hi sar(v8hi v, int n) { return v >> n; }

int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 2; /* 3, not known when compiling */
    v8hu u = {1, 2, 3, 0x1fff, 0x2000, 0x8000, 0xffff, 7};
    v8hu a = shl(u, n), b = u >> n;
    v8hi s = {-32768, -1, 1, 100, -100, 32767, 8, -8};
    v8hi c = sar(s, n);
    v16qi q = {1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 127, -128};
    v16qi d = q << n;
    for (int i = 0; i < 8; i++)
        printf("%u %u %d%s", a[i], b[i], c[i], i == 7 ? "\n" : " | ");
    for (int i = 0; i < 16; i++)
        printf("%d%c", d[i], i == 15 ? '\n' : ' ');

    v2df x = {1.0, 2.0}, y = {2.0, 2.0};
    v2di lt = x < y;      /* a mask of longs into long longs */
    v4si le = x <= y;     /* into another lane count of the same size */
    v4sf f = {1, 5, -1, 0}, g = {1, 4, 0, 0};
    v4su eq = f == g;     /* a mask of ints into unsigned ints */
    v2di ge;
    ge = f >= g;          /* by assignment too */
    printf("%lld %lld | %d %d %d %d | %u %u %u %u | %lld %lld\n", lt[0], lt[1], le[0], le[1],
           le[2], le[3], eq[0], eq[1], eq[2], eq[3], ge[0], ge[1]);
    return 0;
}
