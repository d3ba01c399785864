/* <tmmintrin.h>: Intel's SSSE3 intrinsics, written for tcc-rs from the intrinsics'
   documented semantics over GNU C vector types, as emmintrin.h is. _mm_shuffle_epi8 is
   __builtin_shuffle with the selector's top bit clearing the byte; _mm_alignr_epi8, whose
   count must be an immediate, is a macro over __builtin_shufflevector. */
#ifndef __TCC_RS_TMMINTRIN_H
#define __TCC_RS_TMMINTRIN_H

#include <pmmintrin.h>

/* Absolute values: the most negative element stays as it is (its unsigned magnitude). */
__TCC_RS_INTRIN __m128i _mm_abs_epi8(__m128i __a)
{
    __v16qs __m = (__v16qs)__a < 0;
    return (__m128i)(((__v16qu)__a ^ (__v16qu)__m) - (__v16qu)__m);
}
__TCC_RS_INTRIN __m128i _mm_abs_epi16(__m128i __a)
{
    __v8hi __m = (__v8hi)__a < 0;
    return (__m128i)(((__v8hu)__a ^ (__v8hu)__m) - (__v8hu)__m);
}
__TCC_RS_INTRIN __m128i _mm_abs_epi32(__m128i __a)
{
    __v4si __m = (__v4si)__a < 0;
    return (__m128i)(((__v4su)__a ^ (__v4su)__m) - (__v4su)__m);
}
__TCC_RS_INTRIN __m64 _mm_abs_pi8(__m64 __a)
{
    __v8qs __m = (__v8qs)__a < 0;
    return (__m64)(((__v8qu)__a ^ (__v8qu)__m) - (__v8qu)__m);
}
__TCC_RS_INTRIN __m64 _mm_abs_pi16(__m64 __a)
{
    __v4hi __m = (__v4hi)__a < 0;
    return (__m64)(((__v4hu)__a ^ (__v4hu)__m) - (__v4hu)__m);
}
__TCC_RS_INTRIN __m64 _mm_abs_pi32(__m64 __a)
{
    __v2si __m = (__v2si)__a < 0;
    return (__m64)(((__v2su)__a ^ (__v2su)__m) - (__v2su)__m);
}

/* Horizontal operations: adjacent pairs of __a into the low half, of __b into the high
   half. The 16-bit ones go through a 16-bit helper of n elements (8 for __m128i, 4 for
   __m64), saturating or wrapping. */
__TCC_RS_INTRIN short __tcc_rs_hop16(short __x, short __y, int __sub, int __sat)
{
    int __r = __sub ? __x - __y : __x + __y;
    return (short)(__sat ? __tcc_rs_sat_i16(__r) : (short)(unsigned short)__r);
}
__TCC_RS_INTRIN __m128i __tcc_rs_hop_epi16(__m128i __a, __m128i __b, int __sub, int __sat)
{
    __v8hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++) {
        __r[__i] = __tcc_rs_hop16(((__v8hi)__a)[2 * __i], ((__v8hi)__a)[2 * __i + 1], __sub, __sat);
        __r[__i + 4] = __tcc_rs_hop16(((__v8hi)__b)[2 * __i], ((__v8hi)__b)[2 * __i + 1], __sub, __sat);
    }
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m64 __tcc_rs_hop_pi16(__m64 __a, __m64 __b, int __sub, int __sat)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 2; __i++) {
        __r[__i] = __tcc_rs_hop16(((__v4hi)__a)[2 * __i], ((__v4hi)__a)[2 * __i + 1], __sub, __sat);
        __r[__i + 2] = __tcc_rs_hop16(((__v4hi)__b)[2 * __i], ((__v4hi)__b)[2 * __i + 1], __sub, __sat);
    }
    return (__m64)__r;
}
__TCC_RS_INTRIN __m128i _mm_hadd_epi16(__m128i __a, __m128i __b) { return __tcc_rs_hop_epi16(__a, __b, 0, 0); }
__TCC_RS_INTRIN __m128i _mm_hadds_epi16(__m128i __a, __m128i __b) { return __tcc_rs_hop_epi16(__a, __b, 0, 1); }
__TCC_RS_INTRIN __m128i _mm_hsub_epi16(__m128i __a, __m128i __b) { return __tcc_rs_hop_epi16(__a, __b, 1, 0); }
__TCC_RS_INTRIN __m128i _mm_hsubs_epi16(__m128i __a, __m128i __b) { return __tcc_rs_hop_epi16(__a, __b, 1, 1); }
__TCC_RS_INTRIN __m64 _mm_hadd_pi16(__m64 __a, __m64 __b) { return __tcc_rs_hop_pi16(__a, __b, 0, 0); }
__TCC_RS_INTRIN __m64 _mm_hadds_pi16(__m64 __a, __m64 __b) { return __tcc_rs_hop_pi16(__a, __b, 0, 1); }
__TCC_RS_INTRIN __m64 _mm_hsub_pi16(__m64 __a, __m64 __b) { return __tcc_rs_hop_pi16(__a, __b, 1, 0); }
__TCC_RS_INTRIN __m64 _mm_hsubs_pi16(__m64 __a, __m64 __b) { return __tcc_rs_hop_pi16(__a, __b, 1, 1); }
__TCC_RS_INTRIN __m128i _mm_hadd_epi32(__m128i __a, __m128i __b)
{
    __v4su __x = (__v4su)__a, __y = (__v4su)__b;
    return (__m128i)(__v4su){__x[0] + __x[1], __x[2] + __x[3], __y[0] + __y[1], __y[2] + __y[3]};
}
__TCC_RS_INTRIN __m128i _mm_hsub_epi32(__m128i __a, __m128i __b)
{
    __v4su __x = (__v4su)__a, __y = (__v4su)__b;
    return (__m128i)(__v4su){__x[0] - __x[1], __x[2] - __x[3], __y[0] - __y[1], __y[2] - __y[3]};
}
__TCC_RS_INTRIN __m64 _mm_hadd_pi32(__m64 __a, __m64 __b)
{
    __v2su __x = (__v2su)__a, __y = (__v2su)__b;
    return (__m64)(__v2su){__x[0] + __x[1], __y[0] + __y[1]};
}
__TCC_RS_INTRIN __m64 _mm_hsub_pi32(__m64 __a, __m64 __b)
{
    __v2su __x = (__v2su)__a, __y = (__v2su)__b;
    return (__m64)(__v2su){__x[0] - __x[1], __y[0] - __y[1]};
}

/* pmaddubsw: unsigned bytes of __a times signed bytes of __b, adjacent pairs summed with
   signed saturation. */
__TCC_RS_INTRIN __m128i _mm_maddubs_epi16(__m128i __a, __m128i __b)
{
    __v8hi __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (short)__tcc_rs_sat_i16(((__v16qu)__a)[2 * __i] * ((__v16qs)__b)[2 * __i]
                                           + ((__v16qu)__a)[2 * __i + 1] * ((__v16qs)__b)[2 * __i + 1]);
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m64 _mm_maddubs_pi16(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (short)__tcc_rs_sat_i16(((__v8qu)__a)[2 * __i] * ((__v8qs)__b)[2 * __i]
                                           + ((__v8qu)__a)[2 * __i + 1] * ((__v8qs)__b)[2 * __i + 1]);
    return (__m64)__r;
}
/* pmulhrsw: the product's bits 30..15, rounded: ((a * b >> 14) + 1) >> 1. */
__TCC_RS_INTRIN __m128i _mm_mulhrs_epi16(__m128i __a, __m128i __b)
{
    __v8hi __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (short)((((((__v8hi)__a)[__i] * ((__v8hi)__b)[__i]) >> 14) + 1) >> 1);
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m64 _mm_mulhrs_pi16(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (short)((((((__v4hi)__a)[__i] * ((__v4hi)__b)[__i]) >> 14) + 1) >> 1);
    return (__m64)__r;
}

/* pshufb: byte i is __a's byte __b[i] & 15, or 0 if __b[i] has its top bit set. */
__TCC_RS_INTRIN __m128i _mm_shuffle_epi8(__m128i __a, __m128i __b)
{
    __v16qi __r = __builtin_shuffle((__v16qi)__a, (__v16qi)__b & 15);
    return (__m128i)(__r & ~(__v16qi)((__v16qs)__b < 0));
}
__TCC_RS_INTRIN __m64 _mm_shuffle_pi8(__m64 __a, __m64 __b)
{
    __v8qi __r = __builtin_shuffle((__v8qi)__a, (__v8qi)__b & 7);
    return (__m64)(__r & ~(__v8qi)((__v8qs)__b < 0));
}

/* psign: __a's element negated where __b's is negative, zeroed where it is zero. */
__TCC_RS_INTRIN __m128i _mm_sign_epi8(__m128i __a, __m128i __b)
{
    __v16qs __n = (__v16qs)__b < 0, __z = (__v16qs)__b == 0;
    return (__m128i)((((__v16qu)__a ^ (__v16qu)__n) - (__v16qu)__n) & ~(__v16qu)__z);
}
__TCC_RS_INTRIN __m128i _mm_sign_epi16(__m128i __a, __m128i __b)
{
    __v8hi __n = (__v8hi)__b < 0, __z = (__v8hi)__b == 0;
    return (__m128i)((((__v8hu)__a ^ (__v8hu)__n) - (__v8hu)__n) & ~(__v8hu)__z);
}
__TCC_RS_INTRIN __m128i _mm_sign_epi32(__m128i __a, __m128i __b)
{
    __v4si __n = (__v4si)__b < 0, __z = (__v4si)__b == 0;
    return (__m128i)((((__v4su)__a ^ (__v4su)__n) - (__v4su)__n) & ~(__v4su)__z);
}
__TCC_RS_INTRIN __m64 _mm_sign_pi8(__m64 __a, __m64 __b)
{
    __v8qs __n = (__v8qs)__b < 0, __z = (__v8qs)__b == 0;
    return (__m64)((((__v8qu)__a ^ (__v8qu)__n) - (__v8qu)__n) & ~(__v8qu)__z);
}
__TCC_RS_INTRIN __m64 _mm_sign_pi16(__m64 __a, __m64 __b)
{
    __v4hi __n = (__v4hi)__b < 0, __z = (__v4hi)__b == 0;
    return (__m64)((((__v4hu)__a ^ (__v4hu)__n) - (__v4hu)__n) & ~(__v4hu)__z);
}
__TCC_RS_INTRIN __m64 _mm_sign_pi32(__m64 __a, __m64 __b)
{
    __v2si __n = (__v2si)__b < 0, __z = (__v2si)__b == 0;
    return (__m64)((((__v2su)__a ^ (__v2su)__n) - (__v2su)__n) & ~(__v2su)__z);
}

/* palignr: the 32 bytes __a:__b (__b low) shifted right by N bytes, the low 16 kept.
   For N < 16 the bytes come from __b and __a, for N >= 16 from __a and zeros; the two
   shuffles are both formed (their indices kept in range) and the other one masked off,
   since the count picks the shuffle. */
#define __TCC_RS_ALIGNR_LO(N, I) (((I) + (N)) & 31)
#define __TCC_RS_ALIGNR_HI(N, I) ((I) + (N) >= 32 ? 16 : ((I) + (N) - 16) & 31)
#define __TCC_RS_ALIGNR16(X, Y, F, N)                                                        \
    __builtin_shufflevector(X, Y, F(N, 0), F(N, 1), F(N, 2), F(N, 3), F(N, 4), F(N, 5),        \
                            F(N, 6), F(N, 7), F(N, 8), F(N, 9), F(N, 10), F(N, 11), F(N, 12),  \
                            F(N, 13), F(N, 14), F(N, 15))
#define _mm_alignr_epi8(A, B, N)                                                             \
    ((__m128i)((__TCC_RS_ALIGNR16((__v16qi)(__m128i)(B), (__v16qi)(__m128i)(A),                \
                                  __TCC_RS_ALIGNR_LO, (N)) & -(char)((N) < 16))                \
               | (__TCC_RS_ALIGNR16((__v16qi)(__m128i)(A), (__v16qi){0}, __TCC_RS_ALIGNR_HI,   \
                                    (N)) & -(char)((N) >= 16))))
/* The 64-bit form: __a:__b is one 128-bit value, shifted right by N bytes. */
#define _mm_alignr_pi8(A, B, N)                                                              \
    ((__m64)(__v1di){_mm_cvtsi128_si64(_mm_srli_si128(_mm_set_epi64((A), (B)), (N)))})

#endif
