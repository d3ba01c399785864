/* complex.h: complex arithmetic (C11 7.3), the compiler's layer over the C library's. A
 * hosted program gets the C library's <complex.h>; glibc defines CMPLX and CMPLXF with
 * __builtin_complex only for gcc 4.7 and later, and tcc-rs says it is gcc 4.2, so they
 * are defined here the same way, with CMPLXL. */
#ifndef _TCC_RS_COMPLEX_H
#define _TCC_RS_COMPLEX_H

#if __STDC_HOSTED__ && __has_include_next(<complex.h>)
#include_next <complex.h>
#else
#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#define I _Complex_I
#endif

#ifndef CMPLX
#define CMPLX(x, y) __builtin_complex ((double) (x), (double) (y))
#endif
#ifndef CMPLXF
#define CMPLXF(x, y) __builtin_complex ((float) (x), (float) (y))
#endif
#ifndef CMPLXL
#define CMPLXL(x, y) __builtin_complex ((long double) (x), (long double) (y))
#endif

#endif
