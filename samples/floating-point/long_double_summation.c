/* Extended-precision summation: adding many small terms to a large running sum loses the
 * low bits of each term in double; Kahan's compensated summation recovers them, and so does
 * summing in long double (64 or 113 bits of significand instead of 53). Every result is
 * printed after rounding to double, where the accurate ones agree. */
#include <stdio.h>
#include <float.h>

static double naive_double(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

static double kahan_double(const double *x, int n) {
    double s = 0, c = 0;
    for (int i = 0; i < n; i++) {
        double y = x[i] - c;
        double t = s + y;
        c = (t - s) - y;
        s = t;
    }
    return s;
}

static long double naive_long_double(const double *x, int n) {
    long double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

/* Neumaier's variant of Kahan's algorithm, in long double. */
static long double neumaier_long_double(const double *x, int n) {
    long double s = 0, c = 0;
    for (int i = 0; i < n; i++) {
        long double t = s + x[i];
        if ((s < 0 ? -s : s) >= (x[i] < 0 ? -x[i] : x[i]))
            c += (s - t) + x[i];
        else
            c += (x[i] - t) + s;
        s = t;
    }
    return s + c;
}

enum { N = 200000 };
static double terms[N];

int main(void) {
    /* 1 followed by many tiny terms: double drops every one of them. */
    terms[0] = 1.0;
    for (int i = 1; i < N; i++)
        terms[i] = 1e-16;
    double nd = naive_double(terms, N), kd = kahan_double(terms, N);
    long double nl = naive_long_double(terms, N), sl = neumaier_long_double(terms, N);
    printf("naive double      %.17g\n", nd);
    printf("kahan double      %.17g\n", kd);
    printf("naive long double %.12f (rounding errors show past 12 digits)\n", (double)nl);
    printf("neumaier long     %.17g\n", (double)sl);
    printf("double lost terms: %s\n", nd == 1.0 ? "yes" : "no");
    printf("long double kept them: %s\n", nl > 1.0L + 1e-12L ? "yes" : "no");

    /* The harmonic series, forwards and backwards. */
    long double fwd = 0, bwd = 0;
    double fwd_d = 0, bwd_d = 0;
    for (int k = 1; k <= N; k++) {
        fwd += 1.0L / k;
        fwd_d += 1.0 / k;
    }
    for (int k = N; k >= 1; k--) {
        bwd += 1.0L / k;
        bwd_d += 1.0 / k;
    }
    printf("harmonic(%d) long double forwards  %.15f\n", N, (double)fwd);
    printf("harmonic(%d) long double backwards %.15f\n", N, (double)bwd);
    printf("long double directions differ by less than 1e-15: %s\n",
           (fwd - bwd < 1e-15L && bwd - fwd < 1e-15L) ? "yes" : "no");
    printf("double directions differ by more than 1e-15: %s\n",
           (fwd_d - bwd_d > 1e-15 || bwd_d - fwd_d > 1e-15) ? "yes" : "no");
    printf("long double has more digits than double: %s\n",
           LDBL_MANT_DIG > DBL_MANT_DIG && LDBL_EPSILON < DBL_EPSILON ? "yes" : "no");
    return 0;
}
