/* Functions taking and returning float _Complex and double _Complex: in registers, after
 * the registers run out (on the stack), mixed with other floating and integer arguments,
 * inside structures, through varargs, and callbacks the other way. */
#include <stdarg.h>

struct wrapped {
    double _Complex z;
};

struct tagged {
    int tag;
    float _Complex w;
};

double _Complex d_add(double _Complex a, double _Complex b) { return a + b; }

float _Complex f_mul(float _Complex a, float _Complex b) { return a * b; }

double _Complex d_div(double _Complex a, double _Complex b) { return a / b; }

double _Complex d_mix(int n, double _Complex a, float x, float _Complex b, double y,
                      double _Complex c) {
    return n * a + x + (double _Complex)b + y - c;
}

/* Nine double _Complex take 18 floating registers: the last ones go on the stack. */
double _Complex d_many(double _Complex a, double _Complex b, double _Complex c,
                       double _Complex d, double _Complex e, double _Complex f,
                       double _Complex g, double _Complex h, double _Complex i) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i;
}

float _Complex f_many(float _Complex a, float _Complex b, float _Complex c, float _Complex d,
                      float _Complex e, float _Complex f, float _Complex g, float _Complex h,
                      float _Complex i, float _Complex j) {
    return a - b + c - d + e - f + g - h + i - j * 2;
}

struct wrapped wrap(double _Complex z) {
    struct wrapped w = {z * 2};
    return w;
}

struct tagged retag(struct tagged t) {
    t.tag++;
    t.w = ~t.w;
    return t;
}

double _Complex d_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double _Complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, double _Complex);
    va_end(ap);
    return s;
}

double _Complex apply(double _Complex (*f)(double _Complex, float _Complex), double _Complex z) {
    return f(z, 1.0f - 1.0if) + f(z * z, 2.0if);
}

float _Complex f_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    float _Complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, float _Complex);
    va_end(ap);
    return s;
}
