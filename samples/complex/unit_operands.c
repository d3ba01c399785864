/* A product with a constant 1 or -1, and a quotient by one, real or complex with a zero
   imaginary part: gcc folds them to the other operand or its negation at every level, so the
   signs of NaNs and of zero parts are those of `x` and `-x`, not of the operation's. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

static void show(const char *s, double complex z)
{
    printf("%-12s %f %f\n", s, creal(z), cimag(z));
}

static void showl(const char *s, long double complex z)
{
    printf("%-12s %Lf %Lf\n", s, creall(z), cimagl(z));
}

int main(void)
{
    volatile double nn = NAN, two = 2.5;
    volatile float fnn = NAN;
    volatile long double lnn = NAN;
    double d = nn, m = -nn;
    float f = fnn;
    long double l = lnn;

    /* Real operands. */
    printf("%-12s %f %f %Lf\n", "x / -1", d / -1.0, (double)(f / -1.0f), l / -1.0L);
    printf("%-12s %f %f %Lf\n", "x / 1", d / 1.0, (double)(f / 1.0f), l / 1.0L);
    printf("%-12s %f %f %Lf\n", "x * -1", d * -1.0, (double)(f * -1.0f), l * -1.0L);
    printf("%-12s %f %f %Lf\n", "-1 * x", -1.0 * d, (double)(-1.0f * f), -1.0L * l);
    printf("%-12s %f %f\n", "-x / -1, 1", m / -1.0, m / 1.0);
    printf("%-12s %f %f %f\n", "int -1", d / -1, d * (-1), d / (1.0 - 2.0));
    printf("%-12s %f\n", "x / (-1+0i)", creal(d / CMPLX(-1.0, 0.0)));

    /* Complex operands. */
    double complex z = CMPLX(nn, two), w = CMPLX(INFINITY, nn), u = CMPLX(two, -0.0);
    double complex y = CMPLX(-0.0, nn);
    show("z / (1+0i)", z / (1.0 + 0.0 * I));
    show("z / (-1+0i)", z / (-1.0 + 0.0 * I));
    show("z / (1-0i)", z / CMPLX(1.0, -0.0));
    show("z / (-1-0i)", z / CMPLX(-1.0, -0.0));
    show("w / (1+0i)", w / CMPLX(1.0, 0.0));
    show("u / (-1+0i)", u / CMPLX(-1.0, 0.0));
    show("z / -1", z / -1.0);
    show("z / -1 int", z / -1);
    show("z * -1", z * -1.0);
    show("-1 * z", -1.0 * z);
    show("y * -1", y * -1.0);
    show("y / 1", y / 1.0);
    /* Not folded: a product with a complex constant. */
    show("z * (1+0i)", z * CMPLX(1.0, 0.0));
    show("z * (-1+0i)", z * CMPLX(-1.0, 0.0));

    float complex fz = CMPLXF(fnn, two);
    show("float", fz / CMPLXF(1.0f, 0.0f));
    show("float, -1", fz / (-1.0f + 0.0f * I));
    long double complex lz = CMPLXL(lnn, two);
    showl("long double", lz / CMPLXL(1.0L, 0.0L));
    showl("ld, -1", lz / -1.0L);
    showl("ld, (-1+0i)", lz / CMPLXL(-1.0L, 0.0L));

    /* Compound assignment. */
    d /= -1.0;
    printf("%-12s %f\n", "d /= -1", d);
    d *= -1;
    printf("%-12s %f\n", "d *= -1", d);
    z /= CMPLX(-1.0, 0.0);
    show("z /= (-1+0i)", z);
    z *= -1.0;
    show("z *= -1", z);
    double r = nn;
    r /= CMPLX(-1.0, 0.0);
    printf("%-12s %f\n", "r /= (-1+0i)", r);
    return 0;
}
