/* <pmmintrin.h>: Intel's SSE3 intrinsics, written for tcc-rs from the intrinsics'
   documented semantics over GNU C vector types, as emmintrin.h is. */
#ifndef __TCC_RS_PMMINTRIN_H
#define __TCC_RS_PMMINTRIN_H

#include <emmintrin.h>

/* MXCSR's denormals-are-zero bit. */
#define _MM_DENORMALS_ZERO_MASK 0x0040
#define _MM_DENORMALS_ZERO_ON 0x0040
#define _MM_DENORMALS_ZERO_OFF 0x0000
#define _MM_SET_DENORMALS_ZERO_MODE(x) _mm_setcsr((_mm_getcsr() & ~_MM_DENORMALS_ZERO_MASK) | (x))
#define _MM_GET_DENORMALS_ZERO_MODE() (_mm_getcsr() & _MM_DENORMALS_ZERO_MASK)

/* addsub: even elements subtracted, odd ones added. */
__TCC_RS_INTRIN __m128 _mm_addsub_ps(__m128 __a, __m128 __b)
{
    return (__m128){__a[0] - __b[0], __a[1] + __b[1], __a[2] - __b[2], __a[3] + __b[3]};
}
__TCC_RS_INTRIN __m128d _mm_addsub_pd(__m128d __a, __m128d __b)
{
    return (__m128d){__a[0] - __b[0], __a[1] + __b[1]};
}
/* Horizontal operations: adjacent pairs of __a, then of __b. */
__TCC_RS_INTRIN __m128 _mm_hadd_ps(__m128 __a, __m128 __b)
{
    return (__m128){__a[0] + __a[1], __a[2] + __a[3], __b[0] + __b[1], __b[2] + __b[3]};
}
__TCC_RS_INTRIN __m128 _mm_hsub_ps(__m128 __a, __m128 __b)
{
    return (__m128){__a[0] - __a[1], __a[2] - __a[3], __b[0] - __b[1], __b[2] - __b[3]};
}
__TCC_RS_INTRIN __m128d _mm_hadd_pd(__m128d __a, __m128d __b)
{
    return (__m128d){__a[0] + __a[1], __b[0] + __b[1]};
}
__TCC_RS_INTRIN __m128d _mm_hsub_pd(__m128d __a, __m128d __b)
{
    return (__m128d){__a[0] - __a[1], __b[0] - __b[1]};
}
__TCC_RS_INTRIN __m128 _mm_movehdup_ps(__m128 __a) { return __builtin_shufflevector(__a, __a, 1, 1, 3, 3); }
__TCC_RS_INTRIN __m128 _mm_moveldup_ps(__m128 __a) { return __builtin_shufflevector(__a, __a, 0, 0, 2, 2); }
__TCC_RS_INTRIN __m128d _mm_movedup_pd(__m128d __a) { return __builtin_shufflevector(__a, __a, 0, 0); }
__TCC_RS_INTRIN __m128d _mm_loaddup_pd(double const *__p) { return _mm_set1_pd(*__p); }
__TCC_RS_INTRIN __m128i _mm_lddqu_si128(__m128i_u const *__p) { return *__p; }

__TCC_RS_INTRIN void _mm_monitor(void const *__p, unsigned int __ext, unsigned int __hints)
{
    __asm__ __volatile__("monitor" : : "a"(__p), "c"(__ext), "d"(__hints));
}
__TCC_RS_INTRIN void _mm_mwait(unsigned int __ext, unsigned int __hints)
{
    __asm__ __volatile__("mwait" : : "c"(__ext), "a"(__hints));
}

#endif
