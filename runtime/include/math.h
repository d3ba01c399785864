/* math.h: mathematics (C11 7.12), bundled with tcc-rs; the functions are glibc's libm.
 *
 * The constants are plain constant expressions instead of gcc built-ins. The
 * classification macros dispatch on sizeof (which does not evaluate its operand) to the
 * per-type functions glibc exports (__isnan, __isnanf, ...), so the argument is evaluated
 * once, as a real type-generic macro would. */
#ifndef _TCC_RS_MATH_H
#define _TCC_RS_MATH_H

#define HUGE_VAL (1.0 / 0.0)
#define HUGE_VALF (1.0f / 0.0f)
#define HUGE_VALL (1.0L / 0.0L)
#define INFINITY (1.0f / 0.0f)
#define NAN (0.0f / 0.0f)

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4

#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)

typedef float float_t;
typedef double double_t;

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

extern int __fpclassify(double x);
extern int __fpclassifyf(float x);
extern int __fpclassifyl(long double x);
extern int __isnan(double x);
extern int __isnanf(float x);
extern int __isnanl(long double x);
extern int __isinf(double x);
extern int __isinff(float x);
extern int __isinfl(long double x);
extern int __finite(double x);
extern int __finitef(float x);
extern int __finitel(long double x);
extern int __signbit(double x);
extern int __signbitf(float x);
extern int __signbitl(long double x);

#define __TCC_RS_CLASSIFY(x, ff, fd, fl) \
    (sizeof(x) == sizeof(float) ? ff(x) : sizeof(x) == sizeof(double) ? fd(x) : fl(x))
#define fpclassify(x) __TCC_RS_CLASSIFY(x, __fpclassifyf, __fpclassify, __fpclassifyl)
#define isnan(x) __TCC_RS_CLASSIFY(x, __isnanf, __isnan, __isnanl)
#define isinf(x) __TCC_RS_CLASSIFY(x, __isinff, __isinf, __isinfl)
#define isfinite(x) __TCC_RS_CLASSIFY(x, __finitef, __finite, __finitel)
#define signbit(x) __TCC_RS_CLASSIFY(x, __signbitf, __signbit, __signbitl)
#define isnormal(x) (fpclassify(x) == FP_NORMAL)

#define isgreater(x, y) ((x) > (y))
#define isgreaterequal(x, y) ((x) >= (y))
#define isless(x, y) ((x) < (y))
#define islessequal(x, y) ((x) <= (y))
#define islessgreater(x, y) ((x) < (y) || (x) > (y))
#define isunordered(x, y) (isnan(x) || isnan(y))

extern double acos(double x);
extern double asin(double x);
extern double atan(double x);
extern double atan2(double y, double x);
extern double cos(double x);
extern double sin(double x);
extern double tan(double x);
extern double acosh(double x);
extern double asinh(double x);
extern double atanh(double x);
extern double cosh(double x);
extern double sinh(double x);
extern double tanh(double x);
extern double exp(double x);
extern double exp2(double x);
extern double expm1(double x);
extern double frexp(double value, int *exp);
extern int ilogb(double x);
extern double ldexp(double x, int exp);
extern double log(double x);
extern double log10(double x);
extern double log1p(double x);
extern double log2(double x);
extern double logb(double x);
extern double modf(double value, double *iptr);
extern double scalbn(double x, int n);
extern double cbrt(double x);
extern double fabs(double x);
extern double hypot(double x, double y);
extern double pow(double x, double y);
extern double sqrt(double x);
extern double erf(double x);
extern double erfc(double x);
extern double lgamma(double x);
extern double tgamma(double x);
extern double ceil(double x);
extern double floor(double x);
extern double nearbyint(double x);
extern double rint(double x);
extern long lrint(double x);
extern long long llrint(double x);
extern double round(double x);
extern long lround(double x);
extern long long llround(double x);
extern double trunc(double x);
extern double fmod(double x, double y);
extern double remainder(double x, double y);
extern double remquo(double x, double y, int *quo);
extern double copysign(double x, double y);
extern double nan(const char *tagp);
extern double nextafter(double x, double y);
extern double fdim(double x, double y);
extern double fmax(double x, double y);
extern double fmin(double x, double y);
extern double fma(double x, double y, double z);

extern float acosf(float x);
extern float asinf(float x);
extern float atanf(float x);
extern float atan2f(float y, float x);
extern float cosf(float x);
extern float sinf(float x);
extern float tanf(float x);
extern float coshf(float x);
extern float sinhf(float x);
extern float tanhf(float x);
extern float expf(float x);
extern float exp2f(float x);
extern float logf(float x);
extern float log10f(float x);
extern float log2f(float x);
extern float frexpf(float value, int *exp);
extern float ldexpf(float x, int exp);
extern float modff(float value, float *iptr);
extern float cbrtf(float x);
extern float fabsf(float x);
extern float hypotf(float x, float y);
extern float powf(float x, float y);
extern float sqrtf(float x);
extern float ceilf(float x);
extern float floorf(float x);
extern float roundf(float x);
extern float truncf(float x);
extern float rintf(float x);
extern long lroundf(float x);
extern float fmodf(float x, float y);
extern float copysignf(float x, float y);
extern float nanf(const char *tagp);
extern float fmaxf(float x, float y);
extern float fminf(float x, float y);
extern float fmaf(float x, float y, float z);

extern long double fabsl(long double x);
extern long double sqrtl(long double x);
extern long double powl(long double x, long double y);
extern long double floorl(long double x);
extern long double ceill(long double x);
extern long double fmodl(long double x, long double y);
extern long double expl(long double x);
extern long double logl(long double x);
extern long double sinl(long double x);
extern long double cosl(long double x);

#endif
