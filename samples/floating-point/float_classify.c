/* Floating-point classification with math.h: fpclassify, isnan, isinf, isfinite, isnormal
 * and signbit over zeros, subnormals, normals, infinities and NaN (printed by class, never
 * with %f, since the sign of a printed NaN differs between targets), plus nextafter, frexp,
 * ldexp and modf decompositions. */
#include <float.h>
#include <math.h>
#include <stdio.h>

static const char *class_name(double x) {
    switch (fpclassify(x)) {
    case FP_NAN:
        return "nan";
    case FP_INFINITE:
        return "infinite";
    case FP_ZERO:
        return "zero";
    case FP_SUBNORMAL:
        return "subnormal";
    case FP_NORMAL:
        return "normal";
    }
    return "?";
}

static void classify(const char *label, double x) {
    printf("%-14s %-10s nan=%d inf=%d finite=%d normal=%d", label, class_name(x), !!isnan(x),
           !!isinf(x), !!isfinite(x), !!isnormal(x));
    if (!isnan(x))
        printf(" sign=%d value=%g", !!signbit(x), x);
    putchar('\n');
}

int main(void) {
    double zero = 0.0;
    classify("0.0", zero);
    classify("-0.0", -zero);
    classify("DBL_MIN", DBL_MIN);
    classify("DBL_MIN/4", DBL_MIN / 4.0);
    classify("DBL_TRUE_MIN", nextafter(0.0, 1.0));
    classify("1.5", 1.5);
    classify("-DBL_MAX", -DBL_MAX);
    classify("DBL_MAX*2", DBL_MAX * 2.0);
    classify("-INFINITY", -INFINITY);
    classify("NAN", NAN);
    classify("inf-inf", INFINITY - INFINITY);
    classify("sqrt(-1)", sqrt(-1.0));

    double nan_value = NAN;
    printf("NaN == NaN: %d, NaN != NaN: %d, isunordered: %d\n", nan_value == nan_value,
           nan_value != nan_value, isunordered(nan_value, 1.0));
    printf("-0.0 == 0.0: %d, 1/-0.0 is %s\n", -zero == zero, 1.0 / -zero < 0 ? "-inf" : "+inf");

    double xs[] = {1.0, 0.1, 1000.0, -3.75, 6.02e23};
    for (int i = 0; i < 5; i++) {
        int e;
        double m = frexp(xs[i], &e);
        double whole;
        double frac = modf(xs[i], &whole);
        printf("%-8g = %.15g * 2^%-3d ldexp back %s; modf %g + %g\n", xs[i], m, e,
               ldexp(m, e) == xs[i] ? "ok" : "WRONG", whole, frac);
    }
    printf("nextafter(1, 2) - 1 = %g (DBL_EPSILON %g)\n", nextafter(1.0, 2.0) - 1.0, DBL_EPSILON);
    printf("copysign(3, -0.0) = %g, fabs(-inf) = %g\n", copysign(3.0, -zero), fabs(-INFINITY));
    return 0;
}
