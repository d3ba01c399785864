/* C11 Annex G: products and quotients of complex values with infinite and NaN parts, as
 * libgcc's __muldc3/__divdc3 (and the float versions) compute them, and the parts of a
 * product or quotient by a real operand, computed one by one. NaNs are printed by class,
 * not by sign, which differs between targets. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

static volatile double zero = 0.0, one = 1.0, two = 2.0;

static const char *part(double x) {
    static char buf[4][32];
    static int next;
    char *b = buf[next++ % 4];
    if (isnan(x))
        return "nan";
    if (isinf(x))
        return x > 0 ? "inf" : "-inf";
    snprintf(b, 32, "%g", x);
    return b;
}

static void show(const char *what, double complex z) {
    printf("%-26s %s %s  infinite: %d\n", what, part(creal(z)), part(cimag(z)),
           isinf(creal(z)) || isinf(cimag(z)));
}

static void showf(const char *what, float complex z) {
    show(what, z);
}

int main(void) {
    double inf = INFINITY, nan = NAN;
    double complex a = CMPLX(inf, one), b = CMPLX(nan, nan), c = CMPLX(one, two);
    double complex z0 = CMPLX(zero, zero), ni = CMPLX(nan, inf);
    show("(inf+1i)*(nan+nan i)", a * b);
    show("(1+2i)*(nan+inf i)", c * ni);
    show("(inf+1i)*(1+2i)", a * c);
    show("(1+2i)/(0+0i)", c / z0);
    show("(inf+1i)/(1+2i)", a / c);
    show("(1+2i)/(inf+1i)", c / a);
    show("(1+2i)/(nan+inf i)", c / ni);
    show("(1+2i)*2", c * two);
    show("(1+2i)/0", c / zero);
    show("1/(0+0i)", one / z0);
    show("(inf+1i)*0", a * zero);
    show("(1+2i)*(1+2i)", c * c);
    show("(1+2i)/(1+2i)", c / c);
    show("(1e300+1e300i)*(1e300+1e300i)", CMPLX(1e300 * one, 1e300) * CMPLX(1e300 * one, 1e300));
    show("(1e-300+1e-300i)/(1e300+1e300i)", CMPLX(1e-300 * one, 1e-300) / CMPLX(1e300 * one, 1e300));
    float complex fa = CMPLXF(inf, one), fb = CMPLXF(nan, nan), fz = CMPLXF(zero, zero);
    showf("float (inf+1i)*(nan+nan i)", fa * fb);
    showf("float (inf+1i)/(0+0i)", fa / fz);
    showf("float (1+2i)/(3-4i)", CMPLXF(one, two) / CMPLXF(3 * one, -4));
    double complex acc = c;
    acc *= ni;
    show("acc *= nan+inf i", acc);
    acc = c;
    acc /= z0;
    show("acc /= 0", acc);
    return 0;
}
