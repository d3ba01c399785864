/* Roots of polynomials: the quadratic formula in its numerically stable form (copysign
 * avoids cancellation), cubics by the trigonometric/Cardano method (acos, cos, cbrt), and
 * Newton's method with deflation for a quintic, each root verified by Horner evaluation. */
#include <math.h>
#include <stdio.h>

static double horner(const double *c, int degree, double x) {
    double v = c[0];
    for (int i = 1; i <= degree; i++)
        v = v * x + c[i];
    return v;
}

static int quadratic(double a, double b, double c, double *r) {
    double disc = b * b - 4 * a * c;
    if (disc < 0)
        return 0;
    double q = -0.5 * (b + copysign(sqrt(disc), b));
    r[0] = q / a;
    r[1] = c / q;
    if (r[0] > r[1]) {
        double t = r[0];
        r[0] = r[1];
        r[1] = t;
    }
    return 2;
}

/* Real roots of x^3 + a x^2 + b x + c. */
static int cubic(double a, double b, double c, double *r) {
    const double pi = acos(-1.0);
    double q = (a * a - 3 * b) / 9, rr = (2 * a * a * a - 9 * a * b + 27 * c) / 54;
    if (rr * rr < q * q * q) {
        double theta = acos(rr / sqrt(q * q * q));
        for (int k = 0; k < 3; k++)
            r[k] = -2 * sqrt(q) * cos((theta + 2 * pi * (k - 1)) / 3) - a / 3;
        return 3;
    }
    double s = -copysign(cbrt(fabs(rr) + sqrt(rr * rr - q * q * q)), rr);
    double t = s == 0 ? 0 : q / s;
    r[0] = s + t - a / 3;
    return 1;
}

static double newton(const double *c, int degree, double x) {
    double d[8];
    for (int i = 0; i < degree; i++)
        d[i] = c[i] * (degree - i);
    for (int it = 0; it < 100; it++) {
        double step = horner(c, degree, x) / horner(d, degree - 1, x);
        x -= step;
        if (fabs(step) < 1e-14 * (1 + fabs(x)))
            break;
    }
    return x;
}

static void deflate(double *c, int degree, double root) {
    for (int i = 1; i <= degree; i++)
        c[i] += c[i - 1] * root;
}

static void print_roots(const char *label, const double *r, int n) {
    printf("%-34s", label);
    for (int i = 0; i < n; i++)
        printf(" %10.6f", fabs(r[i]) < 5e-7 ? 0.0 : r[i]);
    putchar('\n');
}

int main(void) {
    double r[8];
    int n = quadratic(1, -3, 2, r);
    print_roots("x^2 - 3x + 2", r, n);
    n = quadratic(1, 1e8, 1, r);
    printf("x^2 + 1e8 x + 1: roots %.6e and %.6e\n", r[0], r[1]);
    printf("x^2 + x + 1: %d real roots\n", quadratic(1, 1, 1, r));

    n = cubic(-6, 11, -6, r);
    print_roots("x^3 - 6x^2 + 11x - 6", r, n);
    n = cubic(0, 0, -8, r);
    print_roots("x^3 - 8", r, n);
    n = cubic(0, -2, 0, r);
    print_roots("x^3 - 2x", r, n);

    double quintic[] = {1, -1, -13, 13, 36, -36}; /* (x-1)(x^2-4)(x^2-9) */
    double work[6];
    for (int i = 0; i < 6; i++)
        work[i] = quintic[i];
    int degree = 5;
    double guess = 0.5;
    int found = 0;
    while (degree > 0) {
        double root = newton(work, degree, guess);
        root = newton(quintic, 5, root); /* polish against the original polynomial */
        r[found++] = root;
        deflate(work, degree, root);
        degree--;
        guess = root + 0.5;
    }
    for (int i = 0; i < found; i++)
        for (int j = i + 1; j < found; j++)
            if (r[j] < r[i]) {
                double t = r[i];
                r[i] = r[j];
                r[j] = t;
            }
    print_roots("(x-1)(x^2-4)(x^2-9) by Newton", r, found);
    double worst = 0;
    for (int i = 0; i < found; i++)
        worst = fmax(worst, fabs(horner(quintic, 5, r[i])));
    printf("largest |p(root)| below 1e-9: %s\n", worst < 1e-9 ? "yes" : "no");
    return 0;
}
