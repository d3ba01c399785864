/* __builtin_fpclassify on every class of float, double and long double, with the class
 * numbers in any order and a side effect in the operand, and glibc's fpclassify. */
#include <float.h>
#include <math.h>
#include <stdio.h>

#define CLASSIFY(x) __builtin_fpclassify(10, 20, 30, 40, 50, x)

int main(void) {
    volatile float f[] = {0.0f, -0.0f, 1.5f, -FLT_MIN, FLT_MIN / 4, -FLT_MAX, INFINITY, -INFINITY, NAN};
    volatile double d[] = {0.0, -0.0, 1e300, -DBL_MIN, DBL_MIN / 1024, DBL_TRUE_MIN, INFINITY, -INFINITY, -NAN};
    volatile long double l[] = {0.0L, -0.0L, 1e4000L, -LDBL_MIN, LDBL_MIN / 8, LDBL_MAX, INFINITY, -INFINITY, NAN};
    for (int i = 0; i < 9; i++)
        printf("%d: float %d double %d long double %d | %d %d %d\n", i, CLASSIFY(f[i]),
               CLASSIFY(d[i]), CLASSIFY(l[i]), fpclassify(f[i]) == fpclassify(d[i]),
               fpclassify(d[i]), fpclassify(l[i]));
    /* The classes in another order; x evaluated once. */
    double x = 0.25;
    int k = __builtin_fpclassify(-1, -2, -3, -4, -5, x *= 2);
    printf("k %d x %g\n", k, x);
    int zero = __builtin_fpclassify(FP_ZERO, FP_ZERO, FP_ZERO, FP_ZERO, 7, (float)x - 0.5f);
    printf("zero %d\n", zero);
    printf("%d %d %d %d %d\n", FP_NAN, FP_INFINITE, FP_ZERO, FP_SUBNORMAL, FP_NORMAL);
    return 0;
}
