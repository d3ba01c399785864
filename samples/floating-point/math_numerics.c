/* math.h numerics: Newton's square root against sqrt, a table of elementary functions,
 * polar coordinates with atan2 and hypot, rounding functions, and exp/log identities. */
#include <math.h>
#include <stdio.h>

static double newton_sqrt(double x) {
    double g = x > 1.0 ? x / 2.0 : 1.0;
    for (int i = 0; i < 60; i++) {
        double next = 0.5 * (g + x / g);
        if (fabs(next - g) < 1e-15 * next)
            return next;
        g = next;
    }
    return g;
}

int main(void) {
    const double pi = 4.0 * atan(1.0);
    printf("pi = %.12f, M_PI = %.12f\n", pi, M_PI);

    printf("\n%8s %14s %14s %10s\n", "x", "newton", "sqrt", "diff<1e-12");
    for (double x = 0.5; x < 1000.0; x *= 3.7) {
        double a = newton_sqrt(x), b = sqrt(x);
        printf("%8.3f %14.9f %14.9f %10s\n", x, a, b, fabs(a - b) < 1e-12 ? "yes" : "no");
    }

    printf("\n%6s %10s %10s %10s %10s %10s\n", "deg", "sin", "cos", "tan", "exp", "log1p");
    for (int deg = 0; deg <= 180; deg += 30) {
        double r = deg * pi / 180.0;
        printf("%6d %10.6f %10.6f %10.4f %10.4f %10.6f\n", deg, sin(r), cos(r),
               deg == 90 ? 0.0 : tan(r), exp(r), log1p(r));
    }

    printf("\npolar coordinates:\n");
    double points[][2] = {{1, 0}, {1, 1}, {0, 2}, {-3, 4}, {-1, -1}, {5, -12}};
    for (int i = 0; i < 6; i++) {
        double x = points[i][0], y = points[i][1];
        printf("(%5.1f,%5.1f): r=%8.4f theta=%9.4f deg\n", x, y, hypot(x, y),
               atan2(y, x) * 180.0 / pi);
    }

    printf("\n%7s %6s %6s %6s %6s %8s\n", "x", "floor", "ceil", "round", "trunc", "fmod 3");
    double values[] = {2.5, -2.5, 3.7, -3.7, 0.2, 7.0};
    for (int i = 0; i < 6; i++) {
        double v = values[i];
        printf("%7.2f %6.1f %6.1f %6.1f %6.1f %8.3f\n", v, floor(v), ceil(v), round(v),
               trunc(v), fmod(v, 3.0));
    }

    printf("\npow(2, 10) = %.1f, pow(10, -3) = %.6f, pow(27, 1/3) = %.6f\n", pow(2, 10),
           pow(10, -3), pow(27.0, 1.0 / 3.0));
    printf("exp(log(42)) = %.10f, log10(1e6) = %.3f, log2(1024) = %.3f\n", exp(log(42.0)),
           log10(1e6), log2(1024.0));
    printf("cbrt(-64) = %.6f, fabs(-0.125) = %.3f, fmax/fmin = %.1f/%.1f\n", cbrt(-64.0),
           fabs(-0.125), fmax(3.0, 8.0), fmin(3.0, 8.0));
    return 0;
}
