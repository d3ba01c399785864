/* Floating classification and constants with GCC's builtins, as glibc's math.h uses
   them: infinities, NaNs, sign bits and quiet comparisons. */
#include <stdio.h>

static void classify(double x) {
    printf("%-10g nan %d inf %2d finite %d normal %d signbit %d\n", x, __builtin_isnan(x),
           __builtin_isinf_sign(x), __builtin_isfinite(x), __builtin_isnormal(x),
           __builtin_signbit(x) != 0);
}

int main(void) {
    double inf = __builtin_inf(), huge = __builtin_huge_val(), nan = __builtin_nan("");
    float inff = __builtin_inff(), nanf = __builtin_nanf(""), hugef = __builtin_huge_valf();
    double values[] = {0.0, -0.0, 1.0, -2.5, 1e-310, inf, -huge, nan, 1e308};
    for (int i = 0; i < 9; i++)
        classify(values[i]);
    printf("float: %g %g %g %d %d\n", inff, hugef, nanf, __builtin_isnan(nanf), __builtin_isinf(inff));
    double a = 1.0, b = nan;
    printf("quiet: %d %d %d %d %d %d\n", __builtin_isgreater(a, 0.5), __builtin_isless(a, b),
           __builtin_islessequal(1.0, 1.0), __builtin_isgreaterequal(b, b),
           __builtin_islessgreater(a, 2.0), __builtin_isunordered(a, b));
    printf("nan != nan: %d\n", nan != nan);
    printf("payload nan is nan: %d\n", __builtin_isnan(__builtin_nan("0x7")));
    printf("fabs %.2f sqrt %.2f\n", __builtin_fabs(-3.25), __builtin_sqrt(2.0));
    static const double constant_inf = __builtin_huge_val();
    printf("%g\n", -constant_inf);
    return 0;
}
