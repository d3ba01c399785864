/* Functions taking and returning long double _Complex: x86-64 passes it in memory and
 * returns it in st(0) and st(1) (class COMPLEX_X87); aarch64 passes and returns it as a
 * homogeneous aggregate of two binary128 values (q registers, the stack once they run
 * out). Mixed with other arguments, inside structures, through varargs, and callbacks the
 * other way. */
#include <stdarg.h>

struct wrapped {
    long double _Complex z;
};

struct tagged {
    int tag;
    long double _Complex w;
};

long double _Complex ld_add(long double _Complex a, long double _Complex b) { return a + b; }

long double _Complex ld_mul(long double _Complex a, long double _Complex b) { return a * b; }

long double _Complex ld_div(long double _Complex a, long double _Complex b) { return a / b; }

long double _Complex ld_mix(int n, long double _Complex a, double x, long double y,
                            double _Complex b, long double _Complex c) {
    return n * a + x + y + (long double _Complex)b - c;
}

/* Five take ten q registers on aarch64: the last ones go on the stack. */
long double _Complex ld_many(long double _Complex a, long double _Complex b,
                             long double _Complex c, long double _Complex d,
                             long double _Complex e) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e;
}

long double ld_abs2(long double _Complex z) { return __real__ z * __real__ z + __imag__ z * __imag__ z; }

struct wrapped wrap(long double _Complex z) {
    struct wrapped w = {z * 2};
    return w;
}

struct tagged retag(struct tagged t) {
    t.tag++;
    t.w = ~t.w;
    return t;
}

long double _Complex ld_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double _Complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, long double _Complex);
    va_end(ap);
    return s;
}

long double _Complex apply(long double _Complex (*f)(long double _Complex, int),
                           long double _Complex z) {
    return f(z, 3) + 1;
}
