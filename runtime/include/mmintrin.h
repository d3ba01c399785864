/* <mmintrin.h>: Intel's MMX intrinsics on the 64-bit type __m64, written for tcc-rs from
   the intrinsics' documented semantics over GNU C vector types: each operation is vector
   arithmetic, a comparison mask, a shuffle or a loop over the elements, never an x86
   builtin, so that the compiler chooses the instructions (SSE registers, not the x87 stack
   MMX aliases: _mm_empty has nothing to do). x86-64 only. */
#ifndef __TCC_RS_MMINTRIN_H
#define __TCC_RS_MMINTRIN_H

#ifndef __x86_64__
#error "mmintrin.h: the x86 intrinsics are for x86-64"
#endif

#define __TCC_RS_INTRIN static __inline__ __attribute__((__always_inline__, __artificial__))

typedef int __m64 __attribute__((__vector_size__(8), __may_alias__));
typedef int __m64_u __attribute__((__vector_size__(8), __may_alias__, __aligned__(1)));

typedef int __v2si __attribute__((__vector_size__(8)));
typedef unsigned int __v2su __attribute__((__vector_size__(8)));
typedef short __v4hi __attribute__((__vector_size__(8)));
typedef unsigned short __v4hu __attribute__((__vector_size__(8)));
typedef char __v8qi __attribute__((__vector_size__(8)));
typedef signed char __v8qs __attribute__((__vector_size__(8)));
typedef unsigned char __v8qu __attribute__((__vector_size__(8)));
typedef long long __v1di __attribute__((__vector_size__(8)));
typedef unsigned long long __v1du __attribute__((__vector_size__(8)));

/* Saturation of an int to the element types, shared with the SSE headers. */
__TCC_RS_INTRIN int __tcc_rs_sat_i8(int __x) { return __x < -128 ? -128 : __x > 127 ? 127 : __x; }
__TCC_RS_INTRIN int __tcc_rs_sat_u8(int __x) { return __x < 0 ? 0 : __x > 255 ? 255 : __x; }
__TCC_RS_INTRIN int __tcc_rs_sat_i16(int __x)
{
    return __x < -32768 ? -32768 : __x > 32767 ? 32767 : __x;
}
__TCC_RS_INTRIN int __tcc_rs_sat_u16(int __x) { return __x < 0 ? 0 : __x > 65535 ? 65535 : __x; }
__TCC_RS_INTRIN int __tcc_rs_sat_i32(long long __x)
{
    return __x < -2147483647 - 1 ? -2147483647 - 1 : __x > 2147483647 ? 2147483647 : (int)__x;
}

__TCC_RS_INTRIN void _mm_empty(void) {}
__TCC_RS_INTRIN void _m_empty(void) {}

__TCC_RS_INTRIN __m64 _mm_setzero_si64(void) { return (__m64){0, 0}; }
__TCC_RS_INTRIN __m64 _mm_set_pi32(int __e1, int __e0) { return (__m64){__e0, __e1}; }
__TCC_RS_INTRIN __m64 _mm_setr_pi32(int __e0, int __e1) { return (__m64){__e0, __e1}; }
__TCC_RS_INTRIN __m64 _mm_set1_pi32(int __e) { return (__m64){__e, __e}; }
__TCC_RS_INTRIN __m64 _mm_set_pi16(short __e3, short __e2, short __e1, short __e0)
{
    return (__m64)(__v4hi){__e0, __e1, __e2, __e3};
}
__TCC_RS_INTRIN __m64 _mm_setr_pi16(short __e0, short __e1, short __e2, short __e3)
{
    return (__m64)(__v4hi){__e0, __e1, __e2, __e3};
}
__TCC_RS_INTRIN __m64 _mm_set1_pi16(short __e) { return (__m64)(__v4hi){__e, __e, __e, __e}; }
__TCC_RS_INTRIN __m64 _mm_set_pi8(char __e7, char __e6, char __e5, char __e4, char __e3,
                                  char __e2, char __e1, char __e0)
{
    return (__m64)(__v8qi){__e0, __e1, __e2, __e3, __e4, __e5, __e6, __e7};
}
__TCC_RS_INTRIN __m64 _mm_setr_pi8(char __e0, char __e1, char __e2, char __e3, char __e4,
                                   char __e5, char __e6, char __e7)
{
    return (__m64)(__v8qi){__e0, __e1, __e2, __e3, __e4, __e5, __e6, __e7};
}
__TCC_RS_INTRIN __m64 _mm_set1_pi8(char __e)
{
    return (__m64)(__v8qi){__e, __e, __e, __e, __e, __e, __e, __e};
}

__TCC_RS_INTRIN __m64 _mm_cvtsi32_si64(int __i) { return (__m64){__i, 0}; }
__TCC_RS_INTRIN int _mm_cvtsi64_si32(__m64 __m) { return ((__v2si)__m)[0]; }
__TCC_RS_INTRIN __m64 _mm_cvtsi64_m64(long long __i) { return (__m64)(__v1di){__i}; }
__TCC_RS_INTRIN long long _mm_cvtm64_si64(__m64 __m) { return ((__v1di)__m)[0]; }
__TCC_RS_INTRIN __m64 _mm_cvtsi64x_si64(long long __i) { return _mm_cvtsi64_m64(__i); }
__TCC_RS_INTRIN __m64 _mm_set_pi64x(long long __i) { return _mm_cvtsi64_m64(__i); }
__TCC_RS_INTRIN long long _mm_cvtsi64_si64x(__m64 __m) { return _mm_cvtm64_si64(__m); }

/* Packing with saturation: the elements of __a, then those of __b, narrowed. */
__TCC_RS_INTRIN __m64 _mm_packs_pi16(__m64 __a, __m64 __b)
{
    __v8qs __r;
    int __i;
    for (__i = 0; __i < 4; __i++) {
        __r[__i] = (signed char)__tcc_rs_sat_i8(((__v4hi)__a)[__i]);
        __r[__i + 4] = (signed char)__tcc_rs_sat_i8(((__v4hi)__b)[__i]);
    }
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_packs_pi32(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 2; __i++) {
        __r[__i] = (short)__tcc_rs_sat_i16(((__v2si)__a)[__i]);
        __r[__i + 2] = (short)__tcc_rs_sat_i16(((__v2si)__b)[__i]);
    }
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_packs_pu16(__m64 __a, __m64 __b)
{
    __v8qu __r;
    int __i;
    for (__i = 0; __i < 4; __i++) {
        __r[__i] = (unsigned char)__tcc_rs_sat_u8(((__v4hi)__a)[__i]);
        __r[__i + 4] = (unsigned char)__tcc_rs_sat_u8(((__v4hi)__b)[__i]);
    }
    return (__m64)__r;
}

__TCC_RS_INTRIN __m64 _mm_unpackhi_pi8(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v8qi)__a, (__v8qi)__b, 4, 12, 5, 13, 6, 14, 7, 15);
}
__TCC_RS_INTRIN __m64 _mm_unpacklo_pi8(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v8qi)__a, (__v8qi)__b, 0, 8, 1, 9, 2, 10, 3, 11);
}
__TCC_RS_INTRIN __m64 _mm_unpackhi_pi16(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v4hi)__a, (__v4hi)__b, 2, 6, 3, 7);
}
__TCC_RS_INTRIN __m64 _mm_unpacklo_pi16(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v4hi)__a, (__v4hi)__b, 0, 4, 1, 5);
}
__TCC_RS_INTRIN __m64 _mm_unpackhi_pi32(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v2si)__a, (__v2si)__b, 1, 3);
}
__TCC_RS_INTRIN __m64 _mm_unpacklo_pi32(__m64 __a, __m64 __b)
{
    return (__m64)__builtin_shufflevector((__v2si)__a, (__v2si)__b, 0, 2);
}

/* Wrapping arithmetic: unsigned element types, whose overflow is defined. */
__TCC_RS_INTRIN __m64 _mm_add_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qu)__a + (__v8qu)__b); }
__TCC_RS_INTRIN __m64 _mm_add_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hu)__a + (__v4hu)__b); }
__TCC_RS_INTRIN __m64 _mm_add_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2su)__a + (__v2su)__b); }
__TCC_RS_INTRIN __m64 _mm_add_si64(__m64 __a, __m64 __b) { return (__m64)((__v1du)__a + (__v1du)__b); }
__TCC_RS_INTRIN __m64 _mm_sub_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qu)__a - (__v8qu)__b); }
__TCC_RS_INTRIN __m64 _mm_sub_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hu)__a - (__v4hu)__b); }
__TCC_RS_INTRIN __m64 _mm_sub_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2su)__a - (__v2su)__b); }
__TCC_RS_INTRIN __m64 _mm_sub_si64(__m64 __a, __m64 __b) { return (__m64)((__v1du)__a - (__v1du)__b); }

__TCC_RS_INTRIN __m64 _mm_adds_pi8(__m64 __a, __m64 __b)
{
    __v8qs __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (signed char)__tcc_rs_sat_i8(((__v8qs)__a)[__i] + ((__v8qs)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_adds_pi16(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (short)__tcc_rs_sat_i16(((__v4hi)__a)[__i] + ((__v4hi)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_adds_pu8(__m64 __a, __m64 __b)
{
    __v8qu __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (unsigned char)__tcc_rs_sat_u8(((__v8qu)__a)[__i] + ((__v8qu)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_adds_pu16(__m64 __a, __m64 __b)
{
    __v4hu __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (unsigned short)__tcc_rs_sat_u16(((__v4hu)__a)[__i] + ((__v4hu)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_subs_pi8(__m64 __a, __m64 __b)
{
    __v8qs __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (signed char)__tcc_rs_sat_i8(((__v8qs)__a)[__i] - ((__v8qs)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_subs_pi16(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (short)__tcc_rs_sat_i16(((__v4hi)__a)[__i] - ((__v4hi)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_subs_pu8(__m64 __a, __m64 __b)
{
    __v8qu __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (unsigned char)__tcc_rs_sat_u8(((__v8qu)__a)[__i] - ((__v8qu)__b)[__i]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_subs_pu16(__m64 __a, __m64 __b)
{
    __v4hu __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (unsigned short)__tcc_rs_sat_u16(((__v4hu)__a)[__i] - ((__v4hu)__b)[__i]);
    return (__m64)__r;
}

/* pmaddwd: the products of the 16-bit elements, adjacent pairs summed (wrapping, as the
   instruction does for -32768 * -32768 twice). */
__TCC_RS_INTRIN __m64 _mm_madd_pi16(__m64 __a, __m64 __b)
{
    __v2su __r;
    int __i;
    for (__i = 0; __i < 2; __i++)
        __r[__i] = (unsigned)(((__v4hi)__a)[2 * __i] * ((__v4hi)__b)[2 * __i])
                   + (unsigned)(((__v4hi)__a)[2 * __i + 1] * ((__v4hi)__b)[2 * __i + 1]);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_mulhi_pi16(__m64 __a, __m64 __b)
{
    __v4hi __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (short)((((__v4hi)__a)[__i] * ((__v4hi)__b)[__i]) >> 16);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_mullo_pi16(__m64 __a, __m64 __b)
{
    return (__m64)((__v4hu)__a * (__v4hu)__b);
}

/* Shifts: a count past the element's width gives 0 (logical) or the sign (arithmetic). */
__TCC_RS_INTRIN __m64 _mm_slli_pi16(__m64 __a, int __n)
{
    if ((unsigned)__n > 15)
        return _mm_setzero_si64();
    return (__m64)((__v4hu)__a << (unsigned short)__n);
}
__TCC_RS_INTRIN __m64 _mm_slli_pi32(__m64 __a, int __n)
{
    if ((unsigned)__n > 31)
        return _mm_setzero_si64();
    return (__m64)((__v2su)__a << __n);
}
__TCC_RS_INTRIN __m64 _mm_slli_si64(__m64 __a, int __n)
{
    if ((unsigned)__n > 63)
        return _mm_setzero_si64();
    return (__m64)((__v1du)__a << __n);
}
__TCC_RS_INTRIN __m64 _mm_srli_pi16(__m64 __a, int __n)
{
    if ((unsigned)__n > 15)
        return _mm_setzero_si64();
    return (__m64)((__v4hu)__a >> (unsigned short)__n);
}
__TCC_RS_INTRIN __m64 _mm_srli_pi32(__m64 __a, int __n)
{
    if ((unsigned)__n > 31)
        return _mm_setzero_si64();
    return (__m64)((__v2su)__a >> __n);
}
__TCC_RS_INTRIN __m64 _mm_srli_si64(__m64 __a, int __n)
{
    if ((unsigned)__n > 63)
        return _mm_setzero_si64();
    return (__m64)((__v1du)__a >> __n);
}
__TCC_RS_INTRIN __m64 _mm_srai_pi16(__m64 __a, int __n)
{
    return (__m64)((__v4hi)__a >> (short)((unsigned)__n > 15 ? 15 : __n));
}
__TCC_RS_INTRIN __m64 _mm_srai_pi32(__m64 __a, int __n)
{
    return (__m64)((__v2si)__a >> ((unsigned)__n > 31 ? 31 : __n));
}
/* The count of the register forms is the whole 64-bit operand. */
__TCC_RS_INTRIN int __tcc_rs_count64(__m64 __c, int __max)
{
    unsigned long long __n = ((__v1du)__c)[0];
    return __n > (unsigned long long)__max ? __max + 1 : (int)__n;
}
__TCC_RS_INTRIN __m64 _mm_sll_pi16(__m64 __a, __m64 __c) { return _mm_slli_pi16(__a, __tcc_rs_count64(__c, 15)); }
__TCC_RS_INTRIN __m64 _mm_sll_pi32(__m64 __a, __m64 __c) { return _mm_slli_pi32(__a, __tcc_rs_count64(__c, 31)); }
__TCC_RS_INTRIN __m64 _mm_sll_si64(__m64 __a, __m64 __c) { return _mm_slli_si64(__a, __tcc_rs_count64(__c, 63)); }
__TCC_RS_INTRIN __m64 _mm_srl_pi16(__m64 __a, __m64 __c) { return _mm_srli_pi16(__a, __tcc_rs_count64(__c, 15)); }
__TCC_RS_INTRIN __m64 _mm_srl_pi32(__m64 __a, __m64 __c) { return _mm_srli_pi32(__a, __tcc_rs_count64(__c, 31)); }
__TCC_RS_INTRIN __m64 _mm_srl_si64(__m64 __a, __m64 __c) { return _mm_srli_si64(__a, __tcc_rs_count64(__c, 63)); }
__TCC_RS_INTRIN __m64 _mm_sra_pi16(__m64 __a, __m64 __c) { return _mm_srai_pi16(__a, __tcc_rs_count64(__c, 15)); }
__TCC_RS_INTRIN __m64 _mm_sra_pi32(__m64 __a, __m64 __c) { return _mm_srai_pi32(__a, __tcc_rs_count64(__c, 31)); }

__TCC_RS_INTRIN __m64 _mm_and_si64(__m64 __a, __m64 __b) { return __a & __b; }
__TCC_RS_INTRIN __m64 _mm_andnot_si64(__m64 __a, __m64 __b) { return ~__a & __b; }
__TCC_RS_INTRIN __m64 _mm_or_si64(__m64 __a, __m64 __b) { return __a | __b; }
__TCC_RS_INTRIN __m64 _mm_xor_si64(__m64 __a, __m64 __b) { return __a ^ __b; }

__TCC_RS_INTRIN __m64 _mm_cmpeq_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qs)__a == (__v8qs)__b); }
__TCC_RS_INTRIN __m64 _mm_cmpeq_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a == (__v4hi)__b); }
__TCC_RS_INTRIN __m64 _mm_cmpeq_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a == (__v2si)__b); }
__TCC_RS_INTRIN __m64 _mm_cmpgt_pi8(__m64 __a, __m64 __b) { return (__m64)((__v8qs)__a > (__v8qs)__b); }
__TCC_RS_INTRIN __m64 _mm_cmpgt_pi16(__m64 __a, __m64 __b) { return (__m64)((__v4hi)__a > (__v4hi)__b); }
__TCC_RS_INTRIN __m64 _mm_cmpgt_pi32(__m64 __a, __m64 __b) { return (__m64)((__v2si)__a > (__v2si)__b); }

/* The old _m_ names. */
#define _m_from_int _mm_cvtsi32_si64
#define _m_to_int _mm_cvtsi64_si32
#define _m_from_int64 _mm_cvtsi64_m64
#define _m_to_int64 _mm_cvtm64_si64
#define _m_packsswb _mm_packs_pi16
#define _m_packssdw _mm_packs_pi32
#define _m_packuswb _mm_packs_pu16
#define _m_punpckhbw _mm_unpackhi_pi8
#define _m_punpckhwd _mm_unpackhi_pi16
#define _m_punpckhdq _mm_unpackhi_pi32
#define _m_punpcklbw _mm_unpacklo_pi8
#define _m_punpcklwd _mm_unpacklo_pi16
#define _m_punpckldq _mm_unpacklo_pi32
#define _m_paddb _mm_add_pi8
#define _m_paddw _mm_add_pi16
#define _m_paddd _mm_add_pi32
#define _m_paddsb _mm_adds_pi8
#define _m_paddsw _mm_adds_pi16
#define _m_paddusb _mm_adds_pu8
#define _m_paddusw _mm_adds_pu16
#define _m_psubb _mm_sub_pi8
#define _m_psubw _mm_sub_pi16
#define _m_psubd _mm_sub_pi32
#define _m_psubsb _mm_subs_pi8
#define _m_psubsw _mm_subs_pi16
#define _m_psubusb _mm_subs_pu8
#define _m_psubusw _mm_subs_pu16
#define _m_pmaddwd _mm_madd_pi16
#define _m_pmulhw _mm_mulhi_pi16
#define _m_pmullw _mm_mullo_pi16
#define _m_psllw _mm_sll_pi16
#define _m_psllwi _mm_slli_pi16
#define _m_pslld _mm_sll_pi32
#define _m_pslldi _mm_slli_pi32
#define _m_psllq _mm_sll_si64
#define _m_psllqi _mm_slli_si64
#define _m_psraw _mm_sra_pi16
#define _m_psrawi _mm_srai_pi16
#define _m_psrad _mm_sra_pi32
#define _m_psradi _mm_srai_pi32
#define _m_psrlw _mm_srl_pi16
#define _m_psrlwi _mm_srli_pi16
#define _m_psrld _mm_srl_pi32
#define _m_psrldi _mm_srli_pi32
#define _m_psrlq _mm_srl_si64
#define _m_psrlqi _mm_srli_si64
#define _m_pand _mm_and_si64
#define _m_pandn _mm_andnot_si64
#define _m_por _mm_or_si64
#define _m_pxor _mm_xor_si64
#define _m_pcmpeqb _mm_cmpeq_pi8
#define _m_pcmpeqw _mm_cmpeq_pi16
#define _m_pcmpeqd _mm_cmpeq_pi32
#define _m_pcmpgtb _mm_cmpgt_pi8
#define _m_pcmpgtw _mm_cmpgt_pi16
#define _m_pcmpgtd _mm_cmpgt_pi32

#endif
