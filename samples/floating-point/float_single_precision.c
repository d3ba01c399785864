/* Single-precision arithmetic with the float functions of math.h: naive, Kahan and
 * pairwise summation of a million float terms compared with a double reference, float
 * rounding with FLT_EPSILON, and sqrtf/expf/logf/powf/sinf against their double versions. */
#include <float.h>
#include <math.h>
#include <stdio.h>

static float pairwise(const float *x, int n) {
    if (n <= 8) {
        float s = 0.0f;
        for (int i = 0; i < n; i++)
            s += x[i];
        return s;
    }
    return pairwise(x, n / 2) + pairwise(x + n / 2, n - n / 2);
}

static float terms[1 << 16];

int main(void) {
    const int n = 1 << 16;
    for (int i = 0; i < n; i++)
        terms[i] = 1.0f / (float)(i + 1);

    float naive = 0.0f, kahan = 0.0f, compensation = 0.0f;
    double reference = 0.0;
    for (int i = 0; i < n; i++) {
        naive += terms[i];
        float y = terms[i] - compensation;
        float t = kahan + y;
        compensation = (t - kahan) - y;
        kahan = t;
        reference += (double)terms[i];
    }
    float pair = pairwise(terms, n);
    printf("harmonic sum of %d float terms:\n", n);
    printf("  double reference %.9f\n", reference);
    printf("  naive float      %.9f (error %.2e)\n", naive, fabs(naive - reference));
    printf("  kahan float      %.9f (error %.2e)\n", kahan, fabs(kahan - reference));
    printf("  pairwise float   %.9f (error %.2e)\n", pair, fabs(pair - reference));

    float one = 1.0f;
    printf("1 + FLT_EPSILON/2 == 1: %d, 1 + FLT_EPSILON == 1: %d\n",
           one + FLT_EPSILON / 2 == one, one + FLT_EPSILON == one);
    float big = 16777216.0f;
    printf("2^24 + 1 in float = %.1f, in double = %.1f\n", big + 1.0f, (double)big + 1.0);
    float third = 1.0f / 3.0f;
    printf("1/3 as float %.10f, as double %.10f, float bits differ from double: %s\n", third,
           1.0 / 3.0, (double)third != 1.0 / 3.0 ? "yes" : "no");

    printf("\n%6s %12s %12s %12s %12s\n", "x", "sqrtf", "expf", "logf", "powf(x,1.5)");
    for (float x = 0.5f; x < 20.0f; x *= 2.5f)
        printf("%6.3f %12.5f %12.5f %12.5f %12.5f\n", x, sqrtf(x), expf(x), logf(x),
               powf(x, 1.5f));
    int agree = 0;
    for (int i = 1; i <= 100; i++) {
        float x = (float)i / 16.0f;
        if (fabs((double)sinf(x) - sin((double)x)) < 1e-6)
            agree++;
    }
    printf("sinf within 1e-6 of sin at %d of 100 points\n", agree);
    printf("roundf(2.5f) = %.1f, floorf(-0.5f) = %.1f, fmodf(7.5f, 2.0f) = %.2f\n", roundf(2.5f),
           floorf(-0.5f), fmodf(7.5f, 2.0f));
    return 0;
}
