/* tgmath.h: type-generic math (C11 7.25), the compiler's own, as clang has its own: glibc's
 * needs gcc 8's __builtin_tgmath or, for older gcc, a combination of its extensions it
 * refuses for a GNU C 4.2 compiler. Each macro selects its function with _Generic, from
 * the types of its generic arguments: an integer argument counts as double, a complex one
 * makes the selection complex, and of several arguments the usual arithmetic conversions
 * of those types decide (7.25p3). Each argument is evaluated once. */
#ifndef _TCC_RS_TGMATH_H
#define _TCC_RS_TGMATH_H

#include <math.h>
#include <complex.h>

/* A value of the type argument `x` stands for (never evaluated: only its type counts). */
#define __tg_type(x) \
    _Generic((x), float: (float)0, long double: (long double)0, \
             float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
             long double _Complex: (long double _Complex)0, default: (double)0)

/* The function of the family `fn` (real) or `cfn` (complex) for the type of `t`. */
#define __tg_real_complex(t, fn, cfn) \
    _Generic((t), float: fn##f, long double: fn##l, default: fn, float _Complex: cfn##f, \
             double _Complex: cfn, long double _Complex: cfn##l)
#define __tg_real(t, fn) _Generic((t), float: fn##f, long double: fn##l, default: fn)
#define __tg_complex(t, cfn) \
    _Generic((t), float: cfn##f, float _Complex: cfn##f, long double: cfn##l, \
             long double _Complex: cfn##l, default: cfn)

#define __tg_1(x) __tg_type(x)
#define __tg_2(x, y) (__tg_type(x) + __tg_type(y))
#define __tg_3(x, y, z) (__tg_type(x) + __tg_type(y) + __tg_type(z))

/* 7.25p4: real and complex. */
#define acos(x) __tg_real_complex(__tg_1(x), acos, cacos)(x)
#define asin(x) __tg_real_complex(__tg_1(x), asin, casin)(x)
#define atan(x) __tg_real_complex(__tg_1(x), atan, catan)(x)
#define acosh(x) __tg_real_complex(__tg_1(x), acosh, cacosh)(x)
#define asinh(x) __tg_real_complex(__tg_1(x), asinh, casinh)(x)
#define atanh(x) __tg_real_complex(__tg_1(x), atanh, catanh)(x)
#define cos(x) __tg_real_complex(__tg_1(x), cos, ccos)(x)
#define sin(x) __tg_real_complex(__tg_1(x), sin, csin)(x)
#define tan(x) __tg_real_complex(__tg_1(x), tan, ctan)(x)
#define cosh(x) __tg_real_complex(__tg_1(x), cosh, ccosh)(x)
#define sinh(x) __tg_real_complex(__tg_1(x), sinh, csinh)(x)
#define tanh(x) __tg_real_complex(__tg_1(x), tanh, ctanh)(x)
#define exp(x) __tg_real_complex(__tg_1(x), exp, cexp)(x)
#define log(x) __tg_real_complex(__tg_1(x), log, clog)(x)
#define pow(x, y) __tg_real_complex(__tg_2(x, y), pow, cpow)(x, y)
#define sqrt(x) __tg_real_complex(__tg_1(x), sqrt, csqrt)(x)
#define fabs(x) __tg_real_complex(__tg_1(x), fabs, cabs)(x)

/* 7.25p5: real only. */
#define atan2(x, y) __tg_real(__tg_2(x, y), atan2)(x, y)
#define cbrt(x) __tg_real(__tg_1(x), cbrt)(x)
#define ceil(x) __tg_real(__tg_1(x), ceil)(x)
#define copysign(x, y) __tg_real(__tg_2(x, y), copysign)(x, y)
#define erf(x) __tg_real(__tg_1(x), erf)(x)
#define erfc(x) __tg_real(__tg_1(x), erfc)(x)
#define exp2(x) __tg_real(__tg_1(x), exp2)(x)
#define expm1(x) __tg_real(__tg_1(x), expm1)(x)
#define fdim(x, y) __tg_real(__tg_2(x, y), fdim)(x, y)
#define floor(x) __tg_real(__tg_1(x), floor)(x)
#define fma(x, y, z) __tg_real(__tg_3(x, y, z), fma)(x, y, z)
#define fmax(x, y) __tg_real(__tg_2(x, y), fmax)(x, y)
#define fmin(x, y) __tg_real(__tg_2(x, y), fmin)(x, y)
#define fmod(x, y) __tg_real(__tg_2(x, y), fmod)(x, y)
#define frexp(x, e) __tg_real(__tg_1(x), frexp)(x, e)
#define hypot(x, y) __tg_real(__tg_2(x, y), hypot)(x, y)
#define ilogb(x) __tg_real(__tg_1(x), ilogb)(x)
#define ldexp(x, e) __tg_real(__tg_1(x), ldexp)(x, e)
#define lgamma(x) __tg_real(__tg_1(x), lgamma)(x)
#define llrint(x) __tg_real(__tg_1(x), llrint)(x)
#define llround(x) __tg_real(__tg_1(x), llround)(x)
#define log10(x) __tg_real(__tg_1(x), log10)(x)
#define log1p(x) __tg_real(__tg_1(x), log1p)(x)
#define log2(x) __tg_real(__tg_1(x), log2)(x)
#define logb(x) __tg_real(__tg_1(x), logb)(x)
#define lrint(x) __tg_real(__tg_1(x), lrint)(x)
#define lround(x) __tg_real(__tg_1(x), lround)(x)
#define nearbyint(x) __tg_real(__tg_1(x), nearbyint)(x)
#define nextafter(x, y) __tg_real(__tg_2(x, y), nextafter)(x, y)
#define nexttoward(x, y) __tg_real(__tg_1(x), nexttoward)(x, y)
#define remainder(x, y) __tg_real(__tg_2(x, y), remainder)(x, y)
#define remquo(x, y, q) __tg_real(__tg_2(x, y), remquo)(x, y, q)
#define rint(x) __tg_real(__tg_1(x), rint)(x)
#define round(x) __tg_real(__tg_1(x), round)(x)
#define scalbn(x, n) __tg_real(__tg_1(x), scalbn)(x, n)
#define scalbln(x, n) __tg_real(__tg_1(x), scalbln)(x, n)
#define tgamma(x) __tg_real(__tg_1(x), tgamma)(x)
#define trunc(x) __tg_real(__tg_1(x), trunc)(x)

/* 7.25p6: complex only (a real argument selects by its type too). */
#define carg(x) __tg_complex(__tg_1(x), carg)(x)
#define cimag(x) __tg_complex(__tg_1(x), cimag)(x)
#define conj(x) __tg_complex(__tg_1(x), conj)(x)
#define cproj(x) __tg_complex(__tg_1(x), cproj)(x)
#define creal(x) __tg_complex(__tg_1(x), creal)(x)

#endif
