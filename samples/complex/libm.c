/* glibc's <complex.h> functions, called through each target's calling convention for
 * float _Complex and double _Complex arguments and results. The inputs come from a
 * volatile table so that gcc does not fold the calls at compile time. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

static volatile double table[][2] = {
    {1.0, 0.0}, {0.0, 1.0}, {-1.0, 0.0}, {3.0, 4.0}, {-2.5, 0.75}, {0.5, -1.5},
};

static double complex at(int i) { return CMPLX(table[i][0], table[i][1]); }

static void show(const char *name, double complex z) {
    printf("  %-6s %.6g %+.6gi\n", name, creal(z), cimag(z));
}

static void showf(const char *name, float complex z) {
    printf("  %-6s %.5g %+.5gi\n", name, crealf(z), cimagf(z));
}

int main(void) {
    int n = sizeof table / sizeof table[0];
    for (int i = 0; i < n; i++) {
        double complex z = at(i);
        printf("z = %g %+gi: cabs %.6g carg %.6g\n", creal(z), cimag(z), cabs(z), carg(z));
        show("cexp", cexp(z));
        show("clog", clog(z));
        show("csqrt", csqrt(z));
        show("cpow", cpow(z, at((i + 3) % n)));
        show("csin", csin(z));
        show("ccos", ccos(z));
        show("ctanh", ctanh(z));
        show("conj", conj(z));
        show("cproj", cproj(z));
        float complex f = z;
        showf("cexpf", cexpf(f));
        showf("csqrtf", csqrtf(f));
        printf("  cabsf %.5g cargf %.5g\n", cabsf(f), cargf(f));
    }
    double complex e = cexp(I * table[2][0] * -M_PI);
    printf("e^(i pi) = %.3f, imaginary part below 1e-15: %d\n", creal(e), fabs(cimag(e)) < 1e-15);
    return 0;
}
