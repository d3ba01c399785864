/* Callees taking and returning long double: x86-64 passes it in memory (16-byte aligned
 * stack slots, padded after an odd number of eightbytes) and returns it in st(0), a
 * structure of one long double too; aarch64 passes and returns it in q registers (a
 * structure of up to four as a homogeneous aggregate), on the stack once v0-v7 are taken. */
#include <stdarg.h>

struct one { long double x; };
struct two { long double a, b; };
struct tagged { long double v; int tag; };

long double ld_scale(double d) { return d * 3.0L + 1.1L; }
long double ld_mix(int a, long double x, double d, long double y, char c) {
    return a * x + d - y / c;
}
/* Seven integers: the seventh takes 8 bytes of stack, so x needs 8 bytes of padding. */
long double ld_after_ints(int a, int b, int c, int d, int e, int f, int g, long double x,
                          int h, long double y) {
    return (a + b + c + d + e + f + g + h) * x - y;
}
/* Nine long doubles and nine doubles: past every vector register on aarch64. */
long double ld_many(long double a, double b, long double c, double d, long double e, double f,
                    long double g, double h, long double i, double j, long double k, double l,
                    long double m, double n, long double o, double p, long double q, double r) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 +
           k * 11 + l * 12 + m * 13 + n * 14 + o * 15 + p * 16 + q * 17 + r * 18;
}
long double ld_sum(int n, ...) {
    va_list ap;
    long double s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        s = s * 10 + va_arg(ap, long double);
        s += va_arg(ap, int);
    }
    va_end(ap);
    return s;
}
struct one one_make(long double x) {
    struct one o = {x * 2};
    return o;
}
long double one_take(struct one o, int k) { return o.x + k; }
struct two two_make(long double a, long double b) {
    struct two t = {a + b, a - b};
    return t;
}
long double two_take(int k, struct two t) { return t.a * k + t.b; }
struct tagged tagged_make(long double v, int tag) {
    struct tagged t = {v / 4, tag + 1};
    return t;
}
long double tagged_take(struct tagged t) { return t.v * t.tag; }

/* Callbacks the caller passes: results and arguments the other way. */
long double call_back(long double (*f)(long double, int, long double),
                      struct one (*g)(struct one)) {
    struct one o = {0.5L};
    return f(1.25L, 3, 1.0L / 3) + g(o).x;
}
