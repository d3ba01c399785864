/* Numerical integration with math.h: trapezoid, Simpson and Romberg rules on functions
 * with known integrals, showing how the error falls with the number of intervals. */
#include <math.h>
#include <stdio.h>

typedef double (*integrand)(double);

static double f_sin(double x) { return sin(x); }
static double f_exp(double x) { return exp(x); }
static double f_gauss(double x) { return exp(-x * x); }
static double f_recip(double x) { return 1.0 / x; }
static double f_sqrt(double x) { return sqrt(1.0 - x * x); }

static double trapezoid(integrand f, double a, double b, int n) {
    double h = (b - a) / n, sum = 0.5 * (f(a) + f(b));
    for (int i = 1; i < n; i++)
        sum += f(a + i * h);
    return sum * h;
}

static double simpson(integrand f, double a, double b, int n) {
    double h = (b - a) / n, sum = f(a) + f(b);
    for (int i = 1; i < n; i++)
        sum += f(a + i * h) * (i % 2 ? 4.0 : 2.0);
    return sum * h / 3.0;
}

static double romberg(integrand f, double a, double b, int levels) {
    double r[16][16];
    for (int i = 0; i < levels; i++) {
        r[i][0] = trapezoid(f, a, b, 1 << i);
        for (int j = 1; j <= i; j++)
            r[i][j] = r[i][j - 1] + (r[i][j - 1] - r[i - 1][j - 1]) / (pow(4.0, j) - 1.0);
    }
    return r[levels - 1][levels - 1];
}

int main(void) {
    const double pi = acos(-1.0);
    const char *names[] = {"sin on [0,pi]", "exp on [0,1]", "exp(-x^2) on [0,2]",
                           "1/x on [1,e]", "sqrt(1-x^2) on [0,1]"};
    integrand fs[] = {f_sin, f_exp, f_gauss, f_recip, f_sqrt};
    double lo[] = {0, 0, 0, 1, 0};
    double hi[] = {pi, 1, 2, exp(1.0), 1};
    double exact[] = {2.0, exp(1.0) - 1.0, sqrt(pi) / 2.0 * erf(2.0), 1.0, pi / 4.0};

    for (int k = 0; k < 5; k++) {
        printf("%s: exact %.10f\n", names[k], exact[k]);
        printf("  %6s %16s %12s %16s %12s\n", "n", "trapezoid", "error", "simpson", "error");
        for (int n = 4; n <= 256; n *= 4) {
            double t = trapezoid(fs[k], lo[k], hi[k], n);
            double s = simpson(fs[k], lo[k], hi[k], n);
            printf("  %6d %16.10f %12.2e %16.10f %12.2e\n", n, t, fabs(t - exact[k]), s,
                   fabs(s - exact[k]));
        }
        double r = romberg(fs[k], lo[k], hi[k], 10);
        printf("  romberg(10) %.10f, error below 1e-6: %s\n", r,
               fabs(r - exact[k]) < 1e-6 ? "yes" : "no");
    }
    return 0;
}
