/* <smmintrin.h>: Intel's SSE4.1 intrinsics, and SSE4.2's as gcc's header also offers them
   (nmmintrin.h includes this one), written for tcc-rs from the intrinsics' documented
   semantics over GNU C vector types, as emmintrin.h is. The blends by immediate are macros
   over __builtin_shufflevector; the rounding intrinsics round in integer arithmetic, or in
   the current rounding mode for _MM_FROUND_CUR_DIRECTION, and keep the sign of a zero
   result as roundps does. */
#ifndef __TCC_RS_SMMINTRIN_H
#define __TCC_RS_SMMINTRIN_H

#include <tmmintrin.h>

#define _MM_FROUND_TO_NEAREST_INT 0x00
#define _MM_FROUND_TO_NEG_INF 0x01
#define _MM_FROUND_TO_POS_INF 0x02
#define _MM_FROUND_TO_ZERO 0x03
#define _MM_FROUND_CUR_DIRECTION 0x04
#define _MM_FROUND_RAISE_EXC 0x00
#define _MM_FROUND_NO_EXC 0x08
#define _MM_FROUND_NINT (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_FLOOR (_MM_FROUND_TO_NEG_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_CEIL (_MM_FROUND_TO_POS_INF | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_TRUNC (_MM_FROUND_TO_ZERO | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_RINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_RAISE_EXC)
#define _MM_FROUND_NEARBYINT (_MM_FROUND_CUR_DIRECTION | _MM_FROUND_NO_EXC)

/* Blends: element I from B where bit I of N (or the top bit of the mask's element) is set. */
#define __TCC_RS_BLEND(N, I, W) ((((N) >> (I)) & 1) * (W) + (I))
#define _mm_blend_epi16(A, B, N)                                                             \
    ((__m128i)__builtin_shufflevector((__v8hi)(__m128i)(A), (__v8hi)(__m128i)(B),              \
                                      __TCC_RS_BLEND(N, 0, 8), __TCC_RS_BLEND(N, 1, 8),        \
                                      __TCC_RS_BLEND(N, 2, 8), __TCC_RS_BLEND(N, 3, 8),        \
                                      __TCC_RS_BLEND(N, 4, 8), __TCC_RS_BLEND(N, 5, 8),        \
                                      __TCC_RS_BLEND(N, 6, 8), __TCC_RS_BLEND(N, 7, 8)))
#define _mm_blend_ps(A, B, N)                                                                \
    ((__m128)__builtin_shufflevector((__v4sf)(__m128)(A), (__v4sf)(__m128)(B),                 \
                                     __TCC_RS_BLEND(N, 0, 4), __TCC_RS_BLEND(N, 1, 4),         \
                                     __TCC_RS_BLEND(N, 2, 4), __TCC_RS_BLEND(N, 3, 4)))
#define _mm_blend_pd(A, B, N)                                                                \
    ((__m128d)__builtin_shufflevector((__v2df)(__m128d)(A), (__v2df)(__m128d)(B),              \
                                      __TCC_RS_BLEND(N, 0, 2), __TCC_RS_BLEND(N, 1, 2)))
__TCC_RS_INTRIN __m128i _mm_blendv_epi8(__m128i __a, __m128i __b, __m128i __mask)
{
    __v16qs __m = (__v16qs)__mask < 0;
    return (__m128i)(((__v16qs)__b & __m) | ((__v16qs)__a & ~__m));
}
__TCC_RS_INTRIN __m128 _mm_blendv_ps(__m128 __a, __m128 __b, __m128 __mask)
{
    __v4si __m = (__v4si)__mask < 0;
    return (__m128)(((__v4si)__b & __m) | ((__v4si)__a & ~__m));
}
__TCC_RS_INTRIN __m128d _mm_blendv_pd(__m128d __a, __m128d __b, __m128d __mask)
{
    __v2di __m = (__v2di)((__v2di)__mask < 0);
    return (__m128d)(((__v2di)__b & __m) | ((__v2di)__a & ~__m));
}

/* Rounding to an integral value. __big is the magnitude from which every value is an
   integer (2^23 for float, 2^52 for double); below it the value truncated through long
   long is exact, then adjusted as the mode asks. */
/* copysign without the C library: __x with the sign bit of __s. */
__TCC_RS_INTRIN double __tcc_rs_copysign(double __x, double __s)
{
    unsigned long long __a, __b;
    __builtin_memcpy(&__a, &__x, 8);
    __builtin_memcpy(&__b, &__s, 8);
    __a = (__a & ~(1ULL << 63)) | (__b & (1ULL << 63));
    __builtin_memcpy(&__x, &__a, 8);
    return __x;
}
__TCC_RS_INTRIN double __tcc_rs_round(double __x, int __mode, double __big)
{
    double __t, __r, __f;
    if (!(__x < __big && __x > -__big))
        return __x + 0.0; /* integral already, or a NaN (quietened) */
    if (__mode & _MM_FROUND_CUR_DIRECTION)
        return __tcc_rs_copysign(__tcc_rs_rint(__x), __x);
    __t = (double)(long long)__x;
    __f = __x - __t;
    switch (__mode & 3) {
    case _MM_FROUND_TO_NEG_INF:
        __r = __f < 0 ? __t - 1 : __t;
        break;
    case _MM_FROUND_TO_POS_INF:
        __r = __f > 0 ? __t + 1 : __t;
        break;
    case _MM_FROUND_TO_ZERO:
        __r = __t;
        break;
    default:
        __r = __t;
        if (__f > 0.5 || (__f == 0.5 && ((long long)__t & 1)))
            __r = __t + 1;
        else if (__f < -0.5 || (__f == -0.5 && ((long long)__t & 1)))
            __r = __t - 1;
    }
    return __tcc_rs_copysign(__r, __x);
}
__TCC_RS_INTRIN __m128 _mm_round_ps(__m128 __a, int __mode)
{
    int __i;
    for (__i = 0; __i < 4; __i++)
        __a[__i] = (float)__tcc_rs_round(__a[__i], __mode, 8388608.0);
    return __a;
}
__TCC_RS_INTRIN __m128d _mm_round_pd(__m128d __a, int __mode)
{
    __a[0] = __tcc_rs_round(__a[0], __mode, 4503599627370496.0);
    __a[1] = __tcc_rs_round(__a[1], __mode, 4503599627370496.0);
    return __a;
}
/* The scalar forms round __b's low element into __a. */
__TCC_RS_INTRIN __m128 _mm_round_ss(__m128 __a, __m128 __b, int __mode)
{
    __a[0] = (float)__tcc_rs_round(__b[0], __mode, 8388608.0);
    return __a;
}
__TCC_RS_INTRIN __m128d _mm_round_sd(__m128d __a, __m128d __b, int __mode)
{
    __a[0] = __tcc_rs_round(__b[0], __mode, 4503599627370496.0);
    return __a;
}
#define _mm_ceil_ps(V) _mm_round_ps((V), _MM_FROUND_CEIL)
#define _mm_ceil_pd(V) _mm_round_pd((V), _MM_FROUND_CEIL)
#define _mm_ceil_ss(D, V) _mm_round_ss((D), (V), _MM_FROUND_CEIL)
#define _mm_ceil_sd(D, V) _mm_round_sd((D), (V), _MM_FROUND_CEIL)
#define _mm_floor_ps(V) _mm_round_ps((V), _MM_FROUND_FLOOR)
#define _mm_floor_pd(V) _mm_round_pd((V), _MM_FROUND_FLOOR)
#define _mm_floor_ss(D, V) _mm_round_ss((D), (V), _MM_FROUND_FLOOR)
#define _mm_floor_sd(D, V) _mm_round_sd((D), (V), _MM_FROUND_FLOOR)

__TCC_RS_INTRIN __m128i _mm_cmpeq_epi64(__m128i __a, __m128i __b) { return (__m128i)(__a == __b); }

/* Sign and zero extensions of the low elements. */
__TCC_RS_INTRIN __m128i _mm_cvtepi8_epi16(__m128i __a)
{
    __v16qs __b = (__v16qs)__a;
    return (__m128i)(__v8hi){__b[0], __b[1], __b[2], __b[3], __b[4], __b[5], __b[6], __b[7]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepi8_epi32(__m128i __a)
{
    __v16qs __b = (__v16qs)__a;
    return (__m128i)(__v4si){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepi8_epi64(__m128i __a)
{
    __v16qs __b = (__v16qs)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepi16_epi32(__m128i __a)
{
    __v8hi __b = (__v8hi)__a;
    return (__m128i)(__v4si){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepi16_epi64(__m128i __a)
{
    __v8hi __b = (__v8hi)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepi32_epi64(__m128i __a)
{
    __v4si __b = (__v4si)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu8_epi16(__m128i __a)
{
    __v16qu __b = (__v16qu)__a;
    return (__m128i)(__v8hi){__b[0], __b[1], __b[2], __b[3], __b[4], __b[5], __b[6], __b[7]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu8_epi32(__m128i __a)
{
    __v16qu __b = (__v16qu)__a;
    return (__m128i)(__v4si){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu8_epi64(__m128i __a)
{
    __v16qu __b = (__v16qu)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu16_epi32(__m128i __a)
{
    __v8hu __b = (__v8hu)__a;
    return (__m128i)(__v4si){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu16_epi64(__m128i __a)
{
    __v8hu __b = (__v8hu)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}
__TCC_RS_INTRIN __m128i _mm_cvtepu32_epi64(__m128i __a)
{
    __v4su __b = (__v4su)__a;
    return (__m128i)(__v2di){__b[0], __b[1]};
}

/* Dot products: the products selected by N's high four bits (two for doubles), summed
   in the instruction's order, stored where N's low bits say, zeros elsewhere. */
__TCC_RS_INTRIN __m128 _mm_dp_ps(__m128 __a, __m128 __b, int __n)
{
    float __t[4], __s;
    int __i;
    __m128 __r;
    for (__i = 0; __i < 4; __i++)
        __t[__i] = (__n >> (4 + __i)) & 1 ? __a[__i] * __b[__i] : 0.0f;
    __s = (__t[0] + __t[1]) + (__t[2] + __t[3]);
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (__n >> __i) & 1 ? __s : 0.0f;
    return __r;
}
__TCC_RS_INTRIN __m128d _mm_dp_pd(__m128d __a, __m128d __b, int __n)
{
    double __t0 = (__n >> 4) & 1 ? __a[0] * __b[0] : 0.0;
    double __t1 = (__n >> 5) & 1 ? __a[1] * __b[1] : 0.0;
    double __s = __t0 + __t1;
    return (__m128d){__n & 1 ? __s : 0.0, __n & 2 ? __s : 0.0};
}

__TCC_RS_INTRIN int _mm_extract_epi8(__m128i __a, int __n) { return ((__v16qu)__a)[__n & 15]; }
__TCC_RS_INTRIN int _mm_extract_epi32(__m128i __a, int __n) { return ((__v4si)__a)[__n & 3]; }
__TCC_RS_INTRIN long long _mm_extract_epi64(__m128i __a, int __n) { return __a[__n & 1]; }
/* The bits of the float, as an int. */
__TCC_RS_INTRIN int _mm_extract_ps(__m128 __a, int __n) { return ((__v4si)__a)[__n & 3]; }
#define _MM_EXTRACT_FLOAT(D, S, N) ((D) = ((__m128)(S))[(N) & 3])
__TCC_RS_INTRIN __m128i _mm_insert_epi8(__m128i __a, int __d, int __n)
{
    __v16qi __r = (__v16qi)__a;
    __r[__n & 15] = (char)__d;
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m128i _mm_insert_epi32(__m128i __a, int __d, int __n)
{
    __v4si __r = (__v4si)__a;
    __r[__n & 3] = __d;
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m128i _mm_insert_epi64(__m128i __a, long long __d, int __n)
{
    __a[__n & 1] = __d;
    return __a;
}
/* insertps: __b's element N[7:6] into element N[5:4] of __a, then the elements of
   N[3:0] zeroed. */
__TCC_RS_INTRIN __m128 _mm_insert_ps(__m128 __a, __m128 __b, int __n)
{
    int __i;
    __a[(__n >> 4) & 3] = __b[(__n >> 6) & 3];
    for (__i = 0; __i < 4; __i++)
        if ((__n >> __i) & 1)
            __a[__i] = 0.0f;
    return __a;
}
#define _MM_MK_INSERTPS_NDX(S, D, M) (((S) << 6) | ((D) << 4) | (M))
#define _MM_PICK_OUT_PS(X, N) _mm_insert_ps(_mm_setzero_ps(), (X), _MM_MK_INSERTPS_NDX((N), 0, 0x0e))

__TCC_RS_INTRIN __m128i _mm_max_epi8(__m128i __a, __m128i __b)
{
    __v16qs __m = (__v16qs)__a > (__v16qs)__b;
    return (__m128i)((__m & (__v16qs)__a) | (~__m & (__v16qs)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epi8(__m128i __a, __m128i __b)
{
    __v16qs __m = (__v16qs)__a < (__v16qs)__b;
    return (__m128i)((__m & (__v16qs)__a) | (~__m & (__v16qs)__b));
}
__TCC_RS_INTRIN __m128i _mm_max_epu16(__m128i __a, __m128i __b)
{
    __v8hu __m = (__v8hu)((__v8hu)__a > (__v8hu)__b);
    return (__m128i)((__m & (__v8hu)__a) | (~__m & (__v8hu)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epu16(__m128i __a, __m128i __b)
{
    __v8hu __m = (__v8hu)((__v8hu)__a < (__v8hu)__b);
    return (__m128i)((__m & (__v8hu)__a) | (~__m & (__v8hu)__b));
}
__TCC_RS_INTRIN __m128i _mm_max_epi32(__m128i __a, __m128i __b)
{
    __v4si __m = (__v4si)__a > (__v4si)__b;
    return (__m128i)((__m & (__v4si)__a) | (~__m & (__v4si)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epi32(__m128i __a, __m128i __b)
{
    __v4si __m = (__v4si)__a < (__v4si)__b;
    return (__m128i)((__m & (__v4si)__a) | (~__m & (__v4si)__b));
}
__TCC_RS_INTRIN __m128i _mm_max_epu32(__m128i __a, __m128i __b)
{
    __v4su __m = (__v4su)((__v4su)__a > (__v4su)__b);
    return (__m128i)((__m & (__v4su)__a) | (~__m & (__v4su)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epu32(__m128i __a, __m128i __b)
{
    __v4su __m = (__v4su)((__v4su)__a < (__v4su)__b);
    return (__m128i)((__m & (__v4su)__a) | (~__m & (__v4su)__b));
}

/* phminposuw: the least 16-bit element and its (first) index, the rest zero. */
__TCC_RS_INTRIN __m128i _mm_minpos_epu16(__m128i __a)
{
    __v8hu __v = (__v8hu)__a;
    int __i, __k = 0;
    for (__i = 1; __i < 8; __i++)
        if (__v[__i] < __v[__k])
            __k = __i;
    return (__m128i)(__v8hu){__v[__k], (unsigned short)__k, 0, 0, 0, 0, 0, 0};
}
/* mpsadbw: eight sums of absolute differences between four bytes of __b (at 4 * N[1:0])
   and four bytes of __a starting at 4 * N[2] + i. */
__TCC_RS_INTRIN __m128i _mm_mpsadbw_epu8(__m128i __a, __m128i __b, int __n)
{
    __v16qu __x = (__v16qu)__a, __y = (__v16qu)__b;
    int __ao = ((__n >> 2) & 1) * 4, __bo = (__n & 3) * 4, __i, __j;
    __v8hu __r;
    for (__i = 0; __i < 8; __i++) {
        int __s = 0;
        for (__j = 0; __j < 4; __j++) {
            int __d = __x[__ao + __i + __j] - __y[__bo + __j];
            __s += __d < 0 ? -__d : __d;
        }
        __r[__i] = (unsigned short)__s;
    }
    return (__m128i)__r;
}
/* pmuldq: the low 32 bits of each 64-bit element, signed, multiplied into 64 bits. */
__TCC_RS_INTRIN __m128i _mm_mul_epi32(__m128i __a, __m128i __b)
{
    __v4si __x = (__v4si)__a, __y = (__v4si)__b;
    return (__m128i)(__v2di){(long long)__x[0] * __y[0], (long long)__x[2] * __y[2]};
}
__TCC_RS_INTRIN __m128i _mm_mullo_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a * (__v4su)__b); }
__TCC_RS_INTRIN __m128i _mm_packus_epi32(__m128i __a, __m128i __b)
{
    __v4si __x = (__v4si)__a, __y = (__v4si)__b;
    __TCC_RS_CLAMP(__x, __v4si, 0, 65535);
    __TCC_RS_CLAMP(__y, __v4si, 0, 65535);
    return (__m128i)__TCC_RS_NARROW8(__v8hu, __x, __y);
}
__TCC_RS_INTRIN __m128i _mm_stream_load_si128(__m128i *__p) { return *__p; }

/* ptest: testz is ZF (__a & __b all zero), testc is CF (~__a & __b all zero). */
__TCC_RS_INTRIN int _mm_testz_si128(__m128i __a, __m128i __b)
{
    __m128i __t = __a & __b;
    return (__t[0] | __t[1]) == 0;
}
__TCC_RS_INTRIN int _mm_testc_si128(__m128i __a, __m128i __b)
{
    __m128i __t = ~__a & __b;
    return (__t[0] | __t[1]) == 0;
}
__TCC_RS_INTRIN int _mm_testnzc_si128(__m128i __a, __m128i __b)
{
    return !_mm_testz_si128(__a, __b) && !_mm_testc_si128(__a, __b);
}
#define _mm_test_all_zeros(M, V) _mm_testz_si128((M), (V))
#define _mm_test_all_ones(V) _mm_testc_si128((V), _mm_cmpeq_epi32((V), (V)))
#define _mm_test_mix_ones_zeros(M, V) _mm_testnzc_si128((M), (V))

/* SSE4.2. */
__TCC_RS_INTRIN __m128i _mm_cmpgt_epi64(__m128i __a, __m128i __b) { return (__m128i)(__a > __b); }

/* crc32: CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), no inversion. */
__TCC_RS_INTRIN unsigned int __tcc_rs_crc32c(unsigned int __c, unsigned long long __v, int __bytes)
{
    int __i;
    for (__i = 0; __i < 8 * __bytes; __i++) {
        __c ^= (unsigned)(__v >> __i) & 1;
        __c = __c & 1 ? (__c >> 1) ^ 0x82F63B78u : __c >> 1;
    }
    return __c;
}
__TCC_RS_INTRIN unsigned int _mm_crc32_u8(unsigned int __c, unsigned char __v) { return __tcc_rs_crc32c(__c, __v, 1); }
__TCC_RS_INTRIN unsigned int _mm_crc32_u16(unsigned int __c, unsigned short __v) { return __tcc_rs_crc32c(__c, __v, 2); }
__TCC_RS_INTRIN unsigned int _mm_crc32_u32(unsigned int __c, unsigned int __v) { return __tcc_rs_crc32c(__c, __v, 4); }
__TCC_RS_INTRIN unsigned long long _mm_crc32_u64(unsigned long long __c, unsigned long long __v)
{
    return __tcc_rs_crc32c((unsigned int)__c, __v, 8);
}

__TCC_RS_INTRIN int _mm_popcnt_u32(unsigned int __x) { return __builtin_popcount(__x); }
__TCC_RS_INTRIN long long _mm_popcnt_u64(unsigned long long __x) { return __builtin_popcountll(__x); }

/* The string comparisons pcmp[ei]str[im]: the mode's fields. */
#define _SIDD_UBYTE_OPS 0x00
#define _SIDD_UWORD_OPS 0x01
#define _SIDD_SBYTE_OPS 0x02
#define _SIDD_SWORD_OPS 0x03
#define _SIDD_CMP_EQUAL_ANY 0x00
#define _SIDD_CMP_RANGES 0x04
#define _SIDD_CMP_EQUAL_EACH 0x08
#define _SIDD_CMP_EQUAL_ORDERED 0x0c
#define _SIDD_POSITIVE_POLARITY 0x00
#define _SIDD_NEGATIVE_POLARITY 0x10
#define _SIDD_MASKED_POSITIVE_POLARITY 0x20
#define _SIDD_MASKED_NEGATIVE_POLARITY 0x30
#define _SIDD_LEAST_SIGNIFICANT 0x00
#define _SIDD_MOST_SIGNIFICANT 0x40
#define _SIDD_BIT_MASK 0x00
#define _SIDD_UNIT_MASK 0x40

/* Element __i of __v as the mode reads it: bytes or words, signed or not. */
__TCC_RS_INTRIN int __tcc_rs_str_elem(__m128i __v, int __i, int __mode)
{
    switch (__mode & 3) {
    case _SIDD_UBYTE_OPS:
        return ((__v16qu)__v)[__i];
    case _SIDD_UWORD_OPS:
        return ((__v8hu)__v)[__i];
    case _SIDD_SBYTE_OPS:
        return ((__v16qs)__v)[__i];
    default:
        return ((__v8hi)__v)[__i];
    }
}
/* The length of an implicit-length string: the index of its first zero element. */
__TCC_RS_INTRIN int __tcc_rs_str_len(__m128i __v, int __mode)
{
    int __n = __mode & 1 ? 8 : 16, __i;
    for (__i = 0; __i < __n; __i++)
        if (__tcc_rs_str_elem(__v, __i, __mode) == 0)
            break;
    return __i;
}
/* An explicit length: its absolute value, at most the number of elements. */
__TCC_RS_INTRIN int __tcc_rs_str_explicit(int __l, int __mode)
{
    long long __a = __l < 0 ? -(long long)__l : __l;
    int __n = __mode & 1 ? 8 : 16;
    return __a > __n ? __n : (int)__a;
}
/* The comparison of __a's element __i (of __la valid) with __b's element __j (of __lb),
   for the aggregation of the mode, with its rules for invalid elements. */
__TCC_RS_INTRIN int __tcc_rs_str_bool(__m128i __a, int __la, int __i, __m128i __b, int __lb, int __j,
                                      int __mode)
{
    int __av = __i < __la, __bv = __j < __lb, __x, __y;
    int __agg = __mode & 0x0c;
    if (!__av || !__bv) {
        if (__agg == _SIDD_CMP_EQUAL_EACH)
            return !__av && !__bv;
        if (__agg == _SIDD_CMP_EQUAL_ORDERED)
            return !__av;
        return 0;
    }
    __x = __tcc_rs_str_elem(__a, __i, __mode);
    __y = __tcc_rs_str_elem(__b, __j, __mode);
    if (__agg == _SIDD_CMP_RANGES)
        return __i & 1 ? __y <= __x : __y >= __x;
    return __x == __y;
}
/* IntRes2 of the instruction: bit __j for __b's element __j, polarity applied. */
__TCC_RS_INTRIN int __tcc_rs_str_cmp(__m128i __a, int __la, __m128i __b, int __lb, int __mode)
{
    int __n = __mode & 1 ? 8 : 16, __r = 0, __i, __j;
    for (__j = 0; __j < __n; __j++) {
        int __bit = 0;
        switch (__mode & 0x0c) {
        case _SIDD_CMP_EQUAL_ANY:
            for (__i = 0; __i < __n; __i++)
                __bit |= __tcc_rs_str_bool(__a, __la, __i, __b, __lb, __j, __mode);
            break;
        case _SIDD_CMP_RANGES:
            for (__i = 0; __i < __n; __i += 2)
                __bit |= __tcc_rs_str_bool(__a, __la, __i, __b, __lb, __j, __mode)
                         && __tcc_rs_str_bool(__a, __la, __i + 1, __b, __lb, __j, __mode);
            break;
        case _SIDD_CMP_EQUAL_EACH:
            __bit = __tcc_rs_str_bool(__a, __la, __j, __b, __lb, __j, __mode);
            break;
        default:
            __bit = 1;
            for (__i = 0; __i < __n - __j; __i++)
                __bit &= __tcc_rs_str_bool(__a, __la, __i, __b, __lb, __i + __j, __mode);
        }
        __r |= __bit << __j;
    }
    if ((__mode & 0x30) == _SIDD_NEGATIVE_POLARITY)
        __r ^= (1 << __n) - 1;
    else if ((__mode & 0x30) == _SIDD_MASKED_NEGATIVE_POLARITY)
        __r ^= (1 << __lb) - 1;
    return __r;
}
__TCC_RS_INTRIN int __tcc_rs_str_index(int __r, int __mode)
{
    int __n = __mode & 1 ? 8 : 16;
    if (__r == 0)
        return __n;
    return __mode & _SIDD_MOST_SIGNIFICANT ? 31 - __builtin_clz(__r) : __builtin_ctz(__r);
}
__TCC_RS_INTRIN __m128i __tcc_rs_str_mask(int __r, int __mode)
{
    __m128i __m = _mm_setzero_si128();
    int __i;
    if (!(__mode & _SIDD_UNIT_MASK))
        return _mm_cvtsi32_si128(__r);
    for (__i = 0; __i < 16; __i++)
        if (__mode & 1 ? (__r >> (__i / 2)) & 1 : (__r >> __i) & 1)
            ((__v16qi *)&__m)[0][__i] = -1;
    return __m;
}
/* The flags: CF (a match), ZF (__b ends within the register), SF (__a ends within it),
   OF (the first bit of the result). */
#define __TCC_RS_STR(A, LA, B, LB, M) __tcc_rs_str_cmp((A), (LA), (B), (LB), (M))
#define __TCC_RS_STR_N(M) ((M) & 1 ? 8 : 16)
#define __TCC_RS_IMPL(V, M) __tcc_rs_str_len((V), (M))
#define __TCC_RS_EXPL(L, M) __tcc_rs_str_explicit((L), (M))

__TCC_RS_INTRIN __m128i _mm_cmpistrm(__m128i __a, __m128i __b, const int __m)
{
    return __tcc_rs_str_mask(__TCC_RS_STR(__a, __TCC_RS_IMPL(__a, __m), __b, __TCC_RS_IMPL(__b, __m), __m), __m);
}
__TCC_RS_INTRIN int _mm_cmpistri(__m128i __a, __m128i __b, const int __m)
{
    return __tcc_rs_str_index(__TCC_RS_STR(__a, __TCC_RS_IMPL(__a, __m), __b, __TCC_RS_IMPL(__b, __m), __m), __m);
}
__TCC_RS_INTRIN int _mm_cmpistrc(__m128i __a, __m128i __b, const int __m)
{
    return __TCC_RS_STR(__a, __TCC_RS_IMPL(__a, __m), __b, __TCC_RS_IMPL(__b, __m), __m) != 0;
}
__TCC_RS_INTRIN int _mm_cmpistro(__m128i __a, __m128i __b, const int __m)
{
    return __TCC_RS_STR(__a, __TCC_RS_IMPL(__a, __m), __b, __TCC_RS_IMPL(__b, __m), __m) & 1;
}
__TCC_RS_INTRIN int _mm_cmpistrs(__m128i __a, __m128i __b, const int __m)
{
    (void)__b;
    return __TCC_RS_IMPL(__a, __m) < __TCC_RS_STR_N(__m);
}
__TCC_RS_INTRIN int _mm_cmpistrz(__m128i __a, __m128i __b, const int __m)
{
    (void)__a;
    return __TCC_RS_IMPL(__b, __m) < __TCC_RS_STR_N(__m);
}
__TCC_RS_INTRIN int _mm_cmpistra(__m128i __a, __m128i __b, const int __m)
{
    return !_mm_cmpistrc(__a, __b, __m) && !_mm_cmpistrz(__a, __b, __m);
}
__TCC_RS_INTRIN __m128i _mm_cmpestrm(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    return __tcc_rs_str_mask(__TCC_RS_STR(__a, __TCC_RS_EXPL(__la, __m), __b, __TCC_RS_EXPL(__lb, __m), __m), __m);
}
__TCC_RS_INTRIN int _mm_cmpestri(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    return __tcc_rs_str_index(__TCC_RS_STR(__a, __TCC_RS_EXPL(__la, __m), __b, __TCC_RS_EXPL(__lb, __m), __m), __m);
}
__TCC_RS_INTRIN int _mm_cmpestrc(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    return __TCC_RS_STR(__a, __TCC_RS_EXPL(__la, __m), __b, __TCC_RS_EXPL(__lb, __m), __m) != 0;
}
__TCC_RS_INTRIN int _mm_cmpestro(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    return __TCC_RS_STR(__a, __TCC_RS_EXPL(__la, __m), __b, __TCC_RS_EXPL(__lb, __m), __m) & 1;
}
__TCC_RS_INTRIN int _mm_cmpestrs(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    (void)__a, (void)__b, (void)__lb;
    return __TCC_RS_EXPL(__la, __m) < __TCC_RS_STR_N(__m);
}
__TCC_RS_INTRIN int _mm_cmpestrz(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    (void)__a, (void)__b, (void)__la;
    return __TCC_RS_EXPL(__lb, __m) < __TCC_RS_STR_N(__m);
}
__TCC_RS_INTRIN int _mm_cmpestra(__m128i __a, int __la, __m128i __b, int __lb, const int __m)
{
    return !_mm_cmpestrc(__a, __la, __b, __lb, __m) && !_mm_cmpestrz(__a, __la, __b, __lb, __m);
}

#endif
