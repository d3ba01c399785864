/* The C library functions gcc makes instructions of (fabs, sqrt, abs, copysign, and
 * glibc's __isnan, __isinf, __finite and __fpclassify behind isnan, isinf, isfinite,
 * fpclassify and isnormal): the same values, and sqrt of a negative number still sets
 * errno to EDOM. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static volatile double values[] = {0.0,   -0.0,    1.5,     -2.25,
                                   16.0,  1e300,   -1e-310, 2e-310,
                                   1e-40, -1e-40, 2.2250738585072014e-308};

/* A NaN without its sign, which differs between targets for sqrt of a negative number. */
static double unsigned_nan(double x) {
    return isnan(x) ? fabs(x) : x;
}

static void show(double v) {
    float f = (float)v;
    errno = 0;
    double r = sqrt(v);
    int e = errno;
    errno = 0;
    float rf = sqrtf(f);
    int ef = errno;
    printf("%-10g fabs %-10g fabsf %-10g sqrt %-12g errno %s sqrtf %-12g errno %s\n", v, fabs(v),
           (double)fabsf(f), unsigned_nan(r), e == EDOM ? "EDOM" : e ? "?" : "0", unsigned_nan(rf),
           ef == EDOM ? "EDOM" : ef ? "?" : "0");
    printf("  isnan %d %d isinf %d %d isfinite %d %d finite %d signbit %d\n", isnan(v) != 0,
           isnan(f) != 0, isinf(v), isinf(f), isfinite(v) != 0, isfinite(f) != 0, finite(v),
           signbit(v) != 0);
    printf("  copysign %g %g copysignf %g %g fpclassify %d %d isnormal %d %d\n", copysign(3.0, v),
           copysign(v, -1.0), (double)copysignf(2.0f, f), (double)copysignf(f, 1.0f),
           fpclassify(v), fpclassify(f), isnormal(v) != 0, isnormal(f) != 0);
}

/* Floating values live across the calls, as in an n-body loop. */
static double norms(int n) {
    double sum = 0, last = 0;
    int domain = 0;
    for (int i = -n; i <= n; i++) {
        double x = i * 0.75;
        errno = 0;
        double r = sqrt(x);
        if (errno == EDOM)
            domain++;
        else
            sum += r * last + fabs(x - last);
        last = x;
    }
    return sum + domain;
}

int main(void) {
    for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
        show(values[i]);
    volatile double inf = INFINITY, nan = NAN;
    show(inf);
    show(-inf);
    show(nan);
    show(-nan);
    printf("norms %.6f\n", norms(12));

    volatile int ints[] = {0, 5, -5, INT_MAX, INT_MIN + 1};
    for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++)
        printf("abs %d\n", abs(ints[i]));
    volatile long longs[] = {0, -7, LONG_MAX, LONG_MIN + 1};
    for (unsigned i = 0; i < sizeof longs / sizeof longs[0]; i++)
        printf("labs %ld llabs %lld\n", labs(longs[i]), llabs((long long)longs[i]));

    /* Through a pointer the library is called. */
    double (*root)(double) = sqrt;
    errno = 0;
    double r = root(-4.0);
    printf("pointer %g errno %s\n", unsigned_nan(r), errno == EDOM ? "EDOM" : "0");
    return 0;
}
