/* gcc's floating suffixes and builtins of TS 18661-3's types (f32, f64, f32x, f64x and the
   upper-case forms; __builtin_inff32...), of those types (the formats of float, double and
   long double). Values are converted to double or long double before printf, since gcc passes a
   _Float32 to a variadic function unpromoted. */
#include <stdio.h>

int main(void) {
    double f32 = 0.1f32, F32 = 0.1F32, f = 0.1f;
    double f64 = 0.1f64, f32x = 0.1f32x, F64 = 0.1F64, d = 0.1;
    long double f64x = 0.1f64x, F64X = 0.1F64x, l = 0.1L;
    printf("%d %d %d\n", f32 == f, F32 == f, f32 != d);
    printf("%d %d %d\n", f64 == d, f32x == d, F64 == d);
    printf("%d %d %d\n", f64x == l, F64X == l, sizeof 0.5f64x == sizeof(long double));
    printf("%d %d %d %d\n", (int)sizeof 1.0f32, (int)sizeof 1.0f64, (int)sizeof 1.0f32x,
           (int)sizeof 0x1p-3f32);
    printf("%.20g %.20g\n", (double)0x1.8p1f32, (double)1e300f64);
    double inf32 = __builtin_inff32(), inf64 = __builtin_huge_valf64();
    long double inf64x = __builtin_inff64x(), huge32x = __builtin_huge_valf32x();
    printf("%g %g %Lg %Lg %d\n", inf32, inf64, inf64x, huge32x, (int)sizeof __builtin_inff32());
    double n32 = __builtin_nanf32(""), n64 = __builtin_nanf64("");
    long double n64x = __builtin_nanf64x(""), n32x = __builtin_nanf32x("");
    printf("%d %d %d %d\n", n32 != n32, n64 != n64, n64x != n64x, n32x != n32x);
    printf("%d %d\n", __has_builtin(__builtin_inff64x), __has_builtin(__builtin_nanf32));
    return 0;
}
