/* <emmintrin.h>: Intel's SSE2 intrinsics (__m128d, two doubles, and __m128i, 128 bits of
   integers), written for tcc-rs from the intrinsics' documented semantics over GNU C
   vector types, as mmintrin.h is. Saturating arithmetic, packs, madd, sad and
   the like are loops over the elements or comparison masks; the intrinsics whose argument
   must be an immediate because it chooses a shuffle are macros over
   __builtin_shufflevector, as in gcc and clang. The conversions follow the instructions:
   cvtpd2dq and cvtsd2si round in the current rounding mode, the cvtt forms truncate, and
   both give the "integer indefinite" 0x80000000 (or 0x8000000000000000) out of range. */
#ifndef __TCC_RS_EMMINTRIN_H
#define __TCC_RS_EMMINTRIN_H

#include <xmmintrin.h>

typedef double __m128d __attribute__((__vector_size__(16), __may_alias__));
typedef long long __m128i __attribute__((__vector_size__(16), __may_alias__));
typedef double __m128d_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef long long __m128i_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));

typedef double __v2df __attribute__((__vector_size__(16)));
typedef long long __v2di __attribute__((__vector_size__(16)));
typedef unsigned long long __v2du __attribute__((__vector_size__(16)));
typedef int __v4si __attribute__((__vector_size__(16)));
typedef unsigned int __v4su __attribute__((__vector_size__(16)));
typedef short __v8hi __attribute__((__vector_size__(16)));
typedef unsigned short __v8hu __attribute__((__vector_size__(16)));
typedef char __v16qi __attribute__((__vector_size__(16)));
typedef signed char __v16qs __attribute__((__vector_size__(16)));
typedef unsigned char __v16qu __attribute__((__vector_size__(16)));

/* Double-precision set, load and store. */
__TCC_RS_INTRIN __m128d _mm_setzero_pd(void) { return (__m128d){0.0, 0.0}; }
__TCC_RS_INTRIN __m128d _mm_undefined_pd(void) { return _mm_setzero_pd(); }
__TCC_RS_INTRIN __m128d _mm_set_sd(double __f) { return (__m128d){__f, 0.0}; }
__TCC_RS_INTRIN __m128d _mm_set1_pd(double __f) { return (__m128d){__f, __f}; }
__TCC_RS_INTRIN __m128d _mm_set_pd1(double __f) { return (__m128d){__f, __f}; }
__TCC_RS_INTRIN __m128d _mm_set_pd(double __y, double __x) { return (__m128d){__x, __y}; }
__TCC_RS_INTRIN __m128d _mm_setr_pd(double __x, double __y) { return (__m128d){__x, __y}; }
__TCC_RS_INTRIN __m128d _mm_load_pd(double const *__p) { return *(__m128d const *)__p; }
__TCC_RS_INTRIN __m128d _mm_loadu_pd(double const *__p) { return *(__m128d_u const *)__p; }
__TCC_RS_INTRIN __m128d _mm_load_sd(double const *__p) { return _mm_set_sd(*__p); }
__TCC_RS_INTRIN __m128d _mm_load1_pd(double const *__p) { return _mm_set1_pd(*__p); }
__TCC_RS_INTRIN __m128d _mm_load_pd1(double const *__p) { return _mm_set1_pd(*__p); }
__TCC_RS_INTRIN __m128d _mm_loadr_pd(double const *__p)
{
    __m128d __v = _mm_load_pd(__p);
    return __builtin_shufflevector(__v, __v, 1, 0);
}
__TCC_RS_INTRIN __m128d _mm_loadh_pd(__m128d __a, double const *__p) { __a[1] = *__p; return __a; }
__TCC_RS_INTRIN __m128d _mm_loadl_pd(__m128d __a, double const *__p) { __a[0] = *__p; return __a; }
__TCC_RS_INTRIN void _mm_store_pd(double *__p, __m128d __a) { *(__m128d *)__p = __a; }
__TCC_RS_INTRIN void _mm_storeu_pd(double *__p, __m128d __a) { *(__m128d_u *)__p = __a; }
__TCC_RS_INTRIN void _mm_store_sd(double *__p, __m128d __a) { *__p = __a[0]; }
__TCC_RS_INTRIN void _mm_store1_pd(double *__p, __m128d __a)
{
    _mm_store_pd(__p, __builtin_shufflevector(__a, __a, 0, 0));
}
__TCC_RS_INTRIN void _mm_store_pd1(double *__p, __m128d __a) { _mm_store1_pd(__p, __a); }
__TCC_RS_INTRIN void _mm_storer_pd(double *__p, __m128d __a)
{
    _mm_store_pd(__p, __builtin_shufflevector(__a, __a, 1, 0));
}
__TCC_RS_INTRIN void _mm_storeh_pd(double *__p, __m128d __a) { *__p = __a[1]; }
__TCC_RS_INTRIN void _mm_storel_pd(double *__p, __m128d __a) { *__p = __a[0]; }
__TCC_RS_INTRIN void _mm_stream_pd(double *__p, __m128d __a) { _mm_store_pd(__p, __a); }
__TCC_RS_INTRIN __m128d _mm_move_sd(__m128d __a, __m128d __b)
{
    return __builtin_shufflevector(__a, __b, 2, 1);
}
__TCC_RS_INTRIN double _mm_cvtsd_f64(__m128d __a) { return __a[0]; }

/* Double-precision arithmetic; the _sd forms pass __a's upper element through. */
__TCC_RS_INTRIN __m128d _mm_add_pd(__m128d __a, __m128d __b) { return __a + __b; }
__TCC_RS_INTRIN __m128d _mm_sub_pd(__m128d __a, __m128d __b) { return __a - __b; }
__TCC_RS_INTRIN __m128d _mm_mul_pd(__m128d __a, __m128d __b) { return __a * __b; }
__TCC_RS_INTRIN __m128d _mm_div_pd(__m128d __a, __m128d __b) { return __a / __b; }
__TCC_RS_INTRIN __m128d _mm_add_sd(__m128d __a, __m128d __b) { __a[0] += __b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_sub_sd(__m128d __a, __m128d __b) { __a[0] -= __b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_mul_sd(__m128d __a, __m128d __b) { __a[0] *= __b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_div_sd(__m128d __a, __m128d __b) { __a[0] /= __b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_sqrt_pd(__m128d __a)
{
    __a[0] = __builtin_sqrt(__a[0]);
    __a[1] = __builtin_sqrt(__a[1]);
    return __a;
}
/* sqrtsd: the root of __b's low element, __a's high one. */
__TCC_RS_INTRIN __m128d _mm_sqrt_sd(__m128d __a, __m128d __b)
{
    __a[0] = __builtin_sqrt(__b[0]);
    return __a;
}
__TCC_RS_INTRIN __m128d _mm_min_pd(__m128d __a, __m128d __b)
{
    __v2di __m = (__v2di)(__a < __b);
    return (__m128d)((__m & (__v2di)__a) | (~__m & (__v2di)__b));
}
__TCC_RS_INTRIN __m128d _mm_max_pd(__m128d __a, __m128d __b)
{
    __v2di __m = (__v2di)(__a > __b);
    return (__m128d)((__m & (__v2di)__a) | (~__m & (__v2di)__b));
}
__TCC_RS_INTRIN __m128d _mm_min_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_min_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_max_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_max_pd(__a, __b)); }

__TCC_RS_INTRIN __m128d _mm_and_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a & (__v2di)__b); }
__TCC_RS_INTRIN __m128d _mm_andnot_pd(__m128d __a, __m128d __b) { return (__m128d)(~(__v2di)__a & (__v2di)__b); }
__TCC_RS_INTRIN __m128d _mm_or_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a | (__v2di)__b); }
__TCC_RS_INTRIN __m128d _mm_xor_pd(__m128d __a, __m128d __b) { return (__m128d)((__v2di)__a ^ (__v2di)__b); }

__TCC_RS_INTRIN __m128d _mm_cmpeq_pd(__m128d __a, __m128d __b) { return (__m128d)(__a == __b); }
__TCC_RS_INTRIN __m128d _mm_cmplt_pd(__m128d __a, __m128d __b) { return (__m128d)(__a < __b); }
__TCC_RS_INTRIN __m128d _mm_cmple_pd(__m128d __a, __m128d __b) { return (__m128d)(__a <= __b); }
__TCC_RS_INTRIN __m128d _mm_cmpgt_pd(__m128d __a, __m128d __b) { return (__m128d)(__a > __b); }
__TCC_RS_INTRIN __m128d _mm_cmpge_pd(__m128d __a, __m128d __b) { return (__m128d)(__a >= __b); }
__TCC_RS_INTRIN __m128d _mm_cmpneq_pd(__m128d __a, __m128d __b) { return (__m128d)(__a != __b); }
__TCC_RS_INTRIN __m128d _mm_cmpnlt_pd(__m128d __a, __m128d __b) { return (__m128d)~(__a < __b); }
__TCC_RS_INTRIN __m128d _mm_cmpnle_pd(__m128d __a, __m128d __b) { return (__m128d)~(__a <= __b); }
__TCC_RS_INTRIN __m128d _mm_cmpngt_pd(__m128d __a, __m128d __b) { return (__m128d)~(__a > __b); }
__TCC_RS_INTRIN __m128d _mm_cmpnge_pd(__m128d __a, __m128d __b) { return (__m128d)~(__a >= __b); }
__TCC_RS_INTRIN __m128d _mm_cmpord_pd(__m128d __a, __m128d __b)
{
    return (__m128d)((__a == __a) & (__b == __b));
}
__TCC_RS_INTRIN __m128d _mm_cmpunord_pd(__m128d __a, __m128d __b)
{
    return (__m128d)((__a != __a) | (__b != __b));
}
__TCC_RS_INTRIN __m128d _mm_cmpeq_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpeq_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmplt_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmplt_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmple_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmple_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpgt_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpgt_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpge_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpge_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpneq_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpneq_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpnlt_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpnlt_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpnle_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpnle_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpngt_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpngt_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpnge_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpnge_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpord_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpord_pd(__a, __b)); }
__TCC_RS_INTRIN __m128d _mm_cmpunord_sd(__m128d __a, __m128d __b) { return _mm_move_sd(__a, _mm_cmpunord_pd(__a, __b)); }
/* comisd and ucomisd as comiss in xmmintrin.h: with a NaN eq, lt and le are 1. */
__TCC_RS_INTRIN int _mm_comieq_sd(__m128d __a, __m128d __b) { return !(__a[0] < __b[0] || __a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_comilt_sd(__m128d __a, __m128d __b) { return !(__a[0] >= __b[0]); }
__TCC_RS_INTRIN int _mm_comile_sd(__m128d __a, __m128d __b) { return !(__a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_comigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_comige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__TCC_RS_INTRIN int _mm_comineq_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0] || __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_ucomieq_sd(__m128d __a, __m128d __b) { return !(__a[0] < __b[0] || __a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_ucomilt_sd(__m128d __a, __m128d __b) { return !(__a[0] >= __b[0]); }
__TCC_RS_INTRIN int _mm_ucomile_sd(__m128d __a, __m128d __b) { return !(__a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_ucomigt_sd(__m128d __a, __m128d __b) { return __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_ucomige_sd(__m128d __a, __m128d __b) { return __a[0] >= __b[0]; }
__TCC_RS_INTRIN int _mm_ucomineq_sd(__m128d __a, __m128d __b) { return __a[0] < __b[0] || __a[0] > __b[0]; }

/* Conversions. */
__TCC_RS_INTRIN __m128 _mm_cvtpd_ps(__m128d __a) { return (__m128){(float)__a[0], (float)__a[1], 0.0f, 0.0f}; }
__TCC_RS_INTRIN __m128d _mm_cvtps_pd(__m128 __a) { return (__m128d){__a[0], __a[1]}; }
__TCC_RS_INTRIN __m128i _mm_cvtpd_epi32(__m128d __a)
{
    return (__m128i)(__v4si){__tcc_rs_f2i(__tcc_rs_rint(__a[0])), __tcc_rs_f2i(__tcc_rs_rint(__a[1])), 0, 0};
}
__TCC_RS_INTRIN __m128i _mm_cvttpd_epi32(__m128d __a)
{
    return (__m128i)(__v4si){__tcc_rs_f2i(__a[0]), __tcc_rs_f2i(__a[1]), 0, 0};
}
__TCC_RS_INTRIN __m64 _mm_cvtpd_pi32(__m128d __a)
{
    return (__m64){__tcc_rs_f2i(__tcc_rs_rint(__a[0])), __tcc_rs_f2i(__tcc_rs_rint(__a[1]))};
}
__TCC_RS_INTRIN __m64 _mm_cvttpd_pi32(__m128d __a) { return (__m64){__tcc_rs_f2i(__a[0]), __tcc_rs_f2i(__a[1])}; }
__TCC_RS_INTRIN __m128d _mm_cvtpi32_pd(__m64 __a) { return (__m128d){((__v2si)__a)[0], ((__v2si)__a)[1]}; }
__TCC_RS_INTRIN __m128d _mm_cvtepi32_pd(__m128i __a) { return (__m128d){((__v4si)__a)[0], ((__v4si)__a)[1]}; }
__TCC_RS_INTRIN __m128 _mm_cvtepi32_ps(__m128i __a)
{
    __v4si __b = (__v4si)__a;
    return (__m128){(float)__b[0], (float)__b[1], (float)__b[2], (float)__b[3]};
}
__TCC_RS_INTRIN __m128i _mm_cvtps_epi32(__m128 __a)
{
    __v4si __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = __tcc_rs_f2i(__tcc_rs_rintf(__a[__i]));
    return (__m128i)__r;
}
__TCC_RS_INTRIN __m128i _mm_cvttps_epi32(__m128 __a)
{
    __v4si __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = __tcc_rs_f2i(__a[__i]);
    return (__m128i)__r;
}
__TCC_RS_INTRIN int _mm_cvtsd_si32(__m128d __a) { return __tcc_rs_f2i(__tcc_rs_rint(__a[0])); }
__TCC_RS_INTRIN long long _mm_cvtsd_si64(__m128d __a) { return __tcc_rs_f2ll(__tcc_rs_rint(__a[0])); }
__TCC_RS_INTRIN long long _mm_cvtsd_si64x(__m128d __a) { return _mm_cvtsd_si64(__a); }
__TCC_RS_INTRIN int _mm_cvttsd_si32(__m128d __a)
{
    /* Truncation first: -2147483648.9 truncates to a value that fits. */
    double __t = __a[0];
    return __t > -2147483649.0 && __t < 2147483648.0 ? (int)__t : (int)(-2147483647 - 1);
}
__TCC_RS_INTRIN long long _mm_cvttsd_si64(__m128d __a) { return __tcc_rs_f2ll(__a[0]); }
__TCC_RS_INTRIN long long _mm_cvttsd_si64x(__m128d __a) { return _mm_cvttsd_si64(__a); }
__TCC_RS_INTRIN __m128 _mm_cvtsd_ss(__m128 __a, __m128d __b) { __a[0] = (float)__b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_cvtss_sd(__m128d __a, __m128 __b) { __a[0] = __b[0]; return __a; }
__TCC_RS_INTRIN __m128d _mm_cvtsi32_sd(__m128d __a, int __b) { __a[0] = __b; return __a; }
__TCC_RS_INTRIN __m128d _mm_cvtsi64_sd(__m128d __a, long long __b) { __a[0] = (double)__b; return __a; }
__TCC_RS_INTRIN __m128d _mm_cvtsi64x_sd(__m128d __a, long long __b) { return _mm_cvtsi64_sd(__a, __b); }

#define _MM_SHUFFLE2(x, y) (((x) << 1) | (y))
#define _mm_shuffle_pd(A, B, N)                                                              \
    ((__m128d)__builtin_shufflevector((__v2df)(__m128d)(A), (__v2df)(__m128d)(B), (N) & 1,     \
                                      (((N) >> 1) & 1) + 2))
__TCC_RS_INTRIN __m128d _mm_unpackhi_pd(__m128d __a, __m128d __b) { return __builtin_shufflevector(__a, __b, 1, 3); }
__TCC_RS_INTRIN __m128d _mm_unpacklo_pd(__m128d __a, __m128d __b) { return __builtin_shufflevector(__a, __b, 0, 2); }
__TCC_RS_INTRIN int _mm_movemask_pd(__m128d __a) { return __builtin_ia32_movmskpd((__v2df)__a); }

/* Integer set, load and store. */
__TCC_RS_INTRIN __m128i _mm_setzero_si128(void) { return (__m128i){0, 0}; }
__TCC_RS_INTRIN __m128i _mm_undefined_si128(void) { return _mm_setzero_si128(); }
__TCC_RS_INTRIN __m128i _mm_set_epi64x(long long __e1, long long __e0) { return (__m128i){__e0, __e1}; }
__TCC_RS_INTRIN __m128i _mm_set_epi64(__m64 __e1, __m64 __e0)
{
    return _mm_set_epi64x(((__v1di)__e1)[0], ((__v1di)__e0)[0]);
}
__TCC_RS_INTRIN __m128i _mm_set_epi32(int __e3, int __e2, int __e1, int __e0)
{
    return (__m128i)(__v4si){__e0, __e1, __e2, __e3};
}
__TCC_RS_INTRIN __m128i _mm_set_epi16(short __e7, short __e6, short __e5, short __e4, short __e3,
                                      short __e2, short __e1, short __e0)
{
    return (__m128i)(__v8hi){__e0, __e1, __e2, __e3, __e4, __e5, __e6, __e7};
}
__TCC_RS_INTRIN __m128i _mm_set_epi8(char __e15, char __e14, char __e13, char __e12, char __e11,
                                     char __e10, char __e9, char __e8, char __e7, char __e6,
                                     char __e5, char __e4, char __e3, char __e2, char __e1, char __e0)
{
    return (__m128i)(__v16qi){__e0, __e1, __e2,  __e3,  __e4,  __e5,  __e6,  __e7,
                              __e8, __e9, __e10, __e11, __e12, __e13, __e14, __e15};
}
__TCC_RS_INTRIN __m128i _mm_set1_epi64x(long long __e) { return (__m128i){__e, __e}; }
__TCC_RS_INTRIN __m128i _mm_set1_epi64(__m64 __e) { return _mm_set1_epi64x(((__v1di)__e)[0]); }
__TCC_RS_INTRIN __m128i _mm_set1_epi32(int __e) { return (__m128i)(__v4si){__e, __e, __e, __e}; }
__TCC_RS_INTRIN __m128i _mm_set1_epi16(short __e)
{
    return (__m128i)(__v8hi){__e, __e, __e, __e, __e, __e, __e, __e};
}
__TCC_RS_INTRIN __m128i _mm_set1_epi8(char __e)
{
    return (__m128i)(__v16qi){__e, __e, __e, __e, __e, __e, __e, __e,
                              __e, __e, __e, __e, __e, __e, __e, __e};
}
__TCC_RS_INTRIN __m128i _mm_setr_epi64(__m64 __e0, __m64 __e1) { return _mm_set_epi64(__e1, __e0); }
__TCC_RS_INTRIN __m128i _mm_setr_epi32(int __e0, int __e1, int __e2, int __e3)
{
    return (__m128i)(__v4si){__e0, __e1, __e2, __e3};
}
__TCC_RS_INTRIN __m128i _mm_setr_epi16(short __e0, short __e1, short __e2, short __e3, short __e4,
                                       short __e5, short __e6, short __e7)
{
    return (__m128i)(__v8hi){__e0, __e1, __e2, __e3, __e4, __e5, __e6, __e7};
}
__TCC_RS_INTRIN __m128i _mm_setr_epi8(char __e0, char __e1, char __e2, char __e3, char __e4,
                                      char __e5, char __e6, char __e7, char __e8, char __e9,
                                      char __e10, char __e11, char __e12, char __e13, char __e14,
                                      char __e15)
{
    return (__m128i)(__v16qi){__e0, __e1, __e2,  __e3,  __e4,  __e5,  __e6,  __e7,
                              __e8, __e9, __e10, __e11, __e12, __e13, __e14, __e15};
}
__TCC_RS_INTRIN __m128i _mm_load_si128(__m128i const *__p) { return *__p; }
__TCC_RS_INTRIN __m128i _mm_loadu_si128(__m128i_u const *__p) { return *__p; }
__TCC_RS_INTRIN __m128i _mm_loadl_epi64(__m128i_u const *__p)
{
    __m128i __r = _mm_setzero_si128();
    __builtin_memcpy(&__r, __p, 8);
    return __r;
}
__TCC_RS_INTRIN __m128i _mm_loadu_si64(void const *__p) { return _mm_loadl_epi64((__m128i_u const *)__p); }
__TCC_RS_INTRIN __m128i _mm_loadu_si32(void const *__p)
{
    __m128i __r = _mm_setzero_si128();
    __builtin_memcpy(&__r, __p, 4);
    return __r;
}
__TCC_RS_INTRIN __m128i _mm_loadu_si16(void const *__p)
{
    __m128i __r = _mm_setzero_si128();
    __builtin_memcpy(&__r, __p, 2);
    return __r;
}
__TCC_RS_INTRIN void _mm_store_si128(__m128i *__p, __m128i __a) { *__p = __a; }
__TCC_RS_INTRIN void _mm_storeu_si128(__m128i_u *__p, __m128i __a) { *__p = __a; }
__TCC_RS_INTRIN void _mm_storel_epi64(__m128i_u *__p, __m128i __a) { __builtin_memcpy(__p, &__a, 8); }
__TCC_RS_INTRIN void _mm_storeu_si64(void *__p, __m128i __a) { __builtin_memcpy(__p, &__a, 8); }
__TCC_RS_INTRIN void _mm_storeu_si32(void *__p, __m128i __a) { __builtin_memcpy(__p, &__a, 4); }
__TCC_RS_INTRIN void _mm_storeu_si16(void *__p, __m128i __a) { __builtin_memcpy(__p, &__a, 2); }
__TCC_RS_INTRIN void _mm_stream_si128(__m128i *__p, __m128i __a) { *__p = __a; }
__TCC_RS_INTRIN void _mm_stream_si32(int *__p, int __a) { *__p = __a; }
__TCC_RS_INTRIN void _mm_stream_si64(long long *__p, long long __a) { *__p = __a; }
/* maskmovdqu: the bytes of __a whose mask byte has its top bit set are stored at __p. */
__TCC_RS_INTRIN void _mm_maskmoveu_si128(__m128i __a, __m128i __mask, char *__p)
{
    int __i;
    for (__i = 0; __i < 16; __i++)
        if (((__v16qs)__mask)[__i] < 0)
            __p[__i] = ((__v16qi)__a)[__i];
}
__TCC_RS_INTRIN __m128i _mm_move_epi64(__m128i __a) { return (__m128i){__a[0], 0}; }
__TCC_RS_INTRIN __m64 _mm_movepi64_pi64(__m128i __a) { return (__m64)(__v1di){__a[0]}; }
__TCC_RS_INTRIN __m128i _mm_movpi64_epi64(__m64 __a) { return (__m128i){((__v1di)__a)[0], 0}; }
__TCC_RS_INTRIN int _mm_cvtsi128_si32(__m128i __a) { return ((__v4si)__a)[0]; }
__TCC_RS_INTRIN long long _mm_cvtsi128_si64(__m128i __a) { return __a[0]; }
__TCC_RS_INTRIN long long _mm_cvtsi128_si64x(__m128i __a) { return __a[0]; }
__TCC_RS_INTRIN __m128i _mm_cvtsi32_si128(int __a) { return (__m128i)(__v4si){__a, 0, 0, 0}; }
__TCC_RS_INTRIN __m128i _mm_cvtsi64_si128(long long __a) { return (__m128i){__a, 0}; }
__TCC_RS_INTRIN __m128i _mm_cvtsi64x_si128(long long __a) { return (__m128i){__a, 0}; }

/* Wrapping integer arithmetic, on unsigned element types whose overflow is defined. */
__TCC_RS_INTRIN __m128i _mm_add_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a + (__v16qu)__b); }
__TCC_RS_INTRIN __m128i _mm_add_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a + (__v8hu)__b); }
__TCC_RS_INTRIN __m128i _mm_add_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a + (__v4su)__b); }
__TCC_RS_INTRIN __m128i _mm_add_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a + (__v2du)__b); }
__TCC_RS_INTRIN __m128i _mm_sub_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qu)__a - (__v16qu)__b); }
__TCC_RS_INTRIN __m128i _mm_sub_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a - (__v8hu)__b); }
__TCC_RS_INTRIN __m128i _mm_sub_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4su)__a - (__v4su)__b); }
__TCC_RS_INTRIN __m128i _mm_sub_epi64(__m128i __a, __m128i __b) { return (__m128i)((__v2du)__a - (__v2du)__b); }

/* Saturating arithmetic with comparison masks. Unsigned: a sum that wrapped is below an
   operand (all ones then), a difference that would be negative is where a < b (zero then).
   Signed: the wrapped result overflowed where both operands' signs differ from its sign
   (adds) or the operands' signs differ and the result's differs from a's (subs); the
   saturated value is 0x7f... or 0x80..., a's sign shifted down xor 0x7f.... */
__TCC_RS_INTRIN __m128i _mm_adds_epu8(__m128i __a, __m128i __b)
{
    __v16qu __r = (__v16qu)__a + (__v16qu)__b;
    return (__m128i)(__r | (__v16qu)(__r < (__v16qu)__a));
}
__TCC_RS_INTRIN __m128i _mm_adds_epu16(__m128i __a, __m128i __b)
{
    __v8hu __r = (__v8hu)__a + (__v8hu)__b;
    return (__m128i)(__r | (__v8hu)(__r < (__v8hu)__a));
}
__TCC_RS_INTRIN __m128i _mm_subs_epu8(__m128i __a, __m128i __b)
{
    __v16qu __r = (__v16qu)__a - (__v16qu)__b;
    return (__m128i)(__r & (__v16qu)((__v16qu)__a >= (__v16qu)__b));
}
__TCC_RS_INTRIN __m128i _mm_subs_epu16(__m128i __a, __m128i __b)
{
    __v8hu __r = (__v8hu)__a - (__v8hu)__b;
    return (__m128i)(__r & (__v8hu)((__v8hu)__a >= (__v8hu)__b));
}
__TCC_RS_INTRIN __m128i _mm_adds_epi8(__m128i __a, __m128i __b)
{
    __v16qs __x = (__v16qs)__a, __y = (__v16qs)__b;
    __v16qs __r = (__v16qs)((__v16qu)__a + (__v16qu)__b);
    __v16qs __o = ((__x ^ __r) & (__y ^ __r)) < 0;
    return (__m128i)((__o & ((__x >> 7) ^ 0x7f)) | (~__o & __r));
}
__TCC_RS_INTRIN __m128i _mm_adds_epi16(__m128i __a, __m128i __b)
{
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    __v8hi __r = (__v8hi)((__v8hu)__a + (__v8hu)__b);
    __v8hi __o = ((__x ^ __r) & (__y ^ __r)) < 0;
    return (__m128i)((__o & ((__x >> 15) ^ 0x7fff)) | (~__o & __r));
}
__TCC_RS_INTRIN __m128i _mm_subs_epi8(__m128i __a, __m128i __b)
{
    __v16qs __x = (__v16qs)__a, __y = (__v16qs)__b;
    __v16qs __r = (__v16qs)((__v16qu)__a - (__v16qu)__b);
    __v16qs __o = ((__x ^ __y) & (__x ^ __r)) < 0;
    return (__m128i)((__o & ((__x >> 7) ^ 0x7f)) | (~__o & __r));
}
__TCC_RS_INTRIN __m128i _mm_subs_epi16(__m128i __a, __m128i __b)
{
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    __v8hi __r = (__v8hi)((__v8hu)__a - (__v8hu)__b);
    __v8hi __o = ((__x ^ __y) & (__x ^ __r)) < 0;
    return (__m128i)((__o & ((__x >> 15) ^ 0x7fff)) | (~__o & __r));
}
/* Rounding averages without a wider type: (a + b + 1) >> 1 is (a | b) - ((a ^ b) >> 1). */
__TCC_RS_INTRIN __m128i _mm_avg_epu8(__m128i __a, __m128i __b)
{
    __v16qu __x = (__v16qu)__a, __y = (__v16qu)__b;
    return (__m128i)((__x | __y) - ((__x ^ __y) >> 1));
}
__TCC_RS_INTRIN __m128i _mm_avg_epu16(__m128i __a, __m128i __b)
{
    __v8hu __x = (__v8hu)__a, __y = (__v8hu)__b;
    return (__m128i)((__x | __y) - ((__x ^ __y) >> 1));
}
/* pmaddwd: products of the 16-bit elements, adjacent pairs summed (wrapping, as the
   instruction does for two products of -32768 by -32768). */
/* The 16-bit products are made in 32 bits, four elements at a time (each half of the
   register widened by a brace initializer). */
#define __TCC_RS_WIDEN(V, T, W, I) ((W){((T)(V))[I], ((T)(V))[I + 1], ((T)(V))[I + 2], ((T)(V))[I + 3]})
/* Two vectors of four (or eight) wide elements narrowed into one of eight (or sixteen). */
#define __TCC_RS_NARROW8(T, X, Y) ((T){(X)[0], (X)[1], (X)[2], (X)[3], (Y)[0], (Y)[1], (Y)[2], (Y)[3]})
#define __TCC_RS_NARROW16(T, X, Y)                                                           \
    ((T){(X)[0], (X)[1], (X)[2], (X)[3], (X)[4], (X)[5], (X)[6], (X)[7],                     \
         (Y)[0], (Y)[1], (Y)[2], (Y)[3], (Y)[4], (Y)[5], (Y)[6], (Y)[7]})
__TCC_RS_INTRIN __m128i _mm_madd_epi16(__m128i __a, __m128i __b)
{
    __v4si __lo = __TCC_RS_WIDEN(__a, __v8hi, __v4si, 0) * __TCC_RS_WIDEN(__b, __v8hi, __v4si, 0);
    __v4si __hi = __TCC_RS_WIDEN(__a, __v8hi, __v4si, 4) * __TCC_RS_WIDEN(__b, __v8hi, __v4si, 4);
    /* Pairs summed wrapping, as the instruction does for two products of -32768 by -32768. */
    return (__m128i)((__v4su)__builtin_shufflevector(__lo, __hi, 0, 2, 4, 6)
                     + (__v4su)__builtin_shufflevector(__lo, __hi, 1, 3, 5, 7));
}
__TCC_RS_INTRIN __m128i _mm_max_epi16(__m128i __a, __m128i __b)
{
    __v8hi __m = (__v8hi)__a > (__v8hi)__b;
    return (__m128i)((__m & (__v8hi)__a) | (~__m & (__v8hi)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epi16(__m128i __a, __m128i __b)
{
    __v8hi __m = (__v8hi)__a < (__v8hi)__b;
    return (__m128i)((__m & (__v8hi)__a) | (~__m & (__v8hi)__b));
}
__TCC_RS_INTRIN __m128i _mm_max_epu8(__m128i __a, __m128i __b)
{
    __v16qu __m = (__v16qu)((__v16qu)__a > (__v16qu)__b);
    return (__m128i)((__m & (__v16qu)__a) | (~__m & (__v16qu)__b));
}
__TCC_RS_INTRIN __m128i _mm_min_epu8(__m128i __a, __m128i __b)
{
    __v16qu __m = (__v16qu)((__v16qu)__a < (__v16qu)__b);
    return (__m128i)((__m & (__v16qu)__a) | (~__m & (__v16qu)__b));
}
__TCC_RS_INTRIN __m128i _mm_mulhi_epi16(__m128i __a, __m128i __b)
{
    __v4si __lo = __TCC_RS_WIDEN(__a, __v8hi, __v4si, 0) * __TCC_RS_WIDEN(__b, __v8hi, __v4si, 0);
    __v4si __hi = __TCC_RS_WIDEN(__a, __v8hi, __v4si, 4) * __TCC_RS_WIDEN(__b, __v8hi, __v4si, 4);
    __lo >>= 16;
    __hi >>= 16;
    return (__m128i)__TCC_RS_NARROW8(__v8hi, __lo, __hi);
}
__TCC_RS_INTRIN __m128i _mm_mulhi_epu16(__m128i __a, __m128i __b)
{
    __v4su __lo = __TCC_RS_WIDEN(__a, __v8hu, __v4su, 0) * __TCC_RS_WIDEN(__b, __v8hu, __v4su, 0);
    __v4su __hi = __TCC_RS_WIDEN(__a, __v8hu, __v4su, 4) * __TCC_RS_WIDEN(__b, __v8hu, __v4su, 4);
    __lo >>= 16;
    __hi >>= 16;
    return (__m128i)__TCC_RS_NARROW8(__v8hu, __lo, __hi);
}
__TCC_RS_INTRIN __m128i _mm_mullo_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hu)__a * (__v8hu)__b); }
/* pmuludq: the low 32 bits of each 64-bit element, multiplied into 64 bits. */
__TCC_RS_INTRIN __m128i _mm_mul_epu32(__m128i __a, __m128i __b)
{
    return (__m128i)(((__v2du)__a & 0xffffffffULL) * ((__v2du)__b & 0xffffffffULL));
}
__TCC_RS_INTRIN __m64 _mm_mul_su32(__m64 __a, __m64 __b)
{
    return (__m64)(__v1du){(unsigned long long)((__v2su)__a)[0] * ((__v2su)__b)[0]};
}
/* psadbw: in each 64-bit half, the sum of the bytes' absolute differences. */
__TCC_RS_INTRIN __m128i _mm_sad_epu8(__m128i __a, __m128i __b)
{
    __m128i __r;
    int __h, __i;
    for (__h = 0; __h < 2; __h++) {
        int __s = 0;
        for (__i = 8 * __h; __i < 8 * __h + 8; __i++) {
            int __d = ((__v16qu)__a)[__i] - ((__v16qu)__b)[__i];
            __s += __d < 0 ? -__d : __d;
        }
        __r[__h] = __s;
    }
    return __r;
}

__TCC_RS_INTRIN __m128i _mm_and_si128(__m128i __a, __m128i __b) { return __a & __b; }
__TCC_RS_INTRIN __m128i _mm_andnot_si128(__m128i __a, __m128i __b) { return ~__a & __b; }
__TCC_RS_INTRIN __m128i _mm_or_si128(__m128i __a, __m128i __b) { return __a | __b; }
__TCC_RS_INTRIN __m128i _mm_xor_si128(__m128i __a, __m128i __b) { return __a ^ __b; }

/* Shifts by an immediate or by the low 64 bits of a register: a count past the element's
   width gives 0 (logical) or the sign (arithmetic). */
__TCC_RS_INTRIN __m128i _mm_slli_epi16(__m128i __a, int __n)
{
    if ((unsigned)__n > 15)
        return _mm_setzero_si128();
    return (__m128i)((__v8hu)__a << (unsigned short)__n);
}
__TCC_RS_INTRIN __m128i _mm_slli_epi32(__m128i __a, int __n)
{
    if ((unsigned)__n > 31)
        return _mm_setzero_si128();
    return (__m128i)((__v4su)__a << __n);
}
__TCC_RS_INTRIN __m128i _mm_slli_epi64(__m128i __a, int __n)
{
    if ((unsigned)__n > 63)
        return _mm_setzero_si128();
    return (__m128i)((__v2du)__a << __n);
}
__TCC_RS_INTRIN __m128i _mm_srli_epi16(__m128i __a, int __n)
{
    if ((unsigned)__n > 15)
        return _mm_setzero_si128();
    return (__m128i)((__v8hu)__a >> (unsigned short)__n);
}
__TCC_RS_INTRIN __m128i _mm_srli_epi32(__m128i __a, int __n)
{
    if ((unsigned)__n > 31)
        return _mm_setzero_si128();
    return (__m128i)((__v4su)__a >> __n);
}
__TCC_RS_INTRIN __m128i _mm_srli_epi64(__m128i __a, int __n)
{
    if ((unsigned)__n > 63)
        return _mm_setzero_si128();
    return (__m128i)((__v2du)__a >> __n);
}
__TCC_RS_INTRIN __m128i _mm_srai_epi16(__m128i __a, int __n)
{
    return (__m128i)((__v8hi)__a >> (short)((unsigned)__n > 15 ? 15 : __n));
}
__TCC_RS_INTRIN __m128i _mm_srai_epi32(__m128i __a, int __n)
{
    return (__m128i)((__v4si)__a >> ((unsigned)__n > 31 ? 31 : __n));
}
__TCC_RS_INTRIN int __tcc_rs_count128(__m128i __c, int __max)
{
    unsigned long long __n = (unsigned long long)__c[0];
    return __n > (unsigned long long)__max ? __max + 1 : (int)__n;
}
__TCC_RS_INTRIN __m128i _mm_sll_epi16(__m128i __a, __m128i __c) { return _mm_slli_epi16(__a, __tcc_rs_count128(__c, 15)); }
__TCC_RS_INTRIN __m128i _mm_sll_epi32(__m128i __a, __m128i __c) { return _mm_slli_epi32(__a, __tcc_rs_count128(__c, 31)); }
__TCC_RS_INTRIN __m128i _mm_sll_epi64(__m128i __a, __m128i __c) { return _mm_slli_epi64(__a, __tcc_rs_count128(__c, 63)); }
__TCC_RS_INTRIN __m128i _mm_srl_epi16(__m128i __a, __m128i __c) { return _mm_srli_epi16(__a, __tcc_rs_count128(__c, 15)); }
__TCC_RS_INTRIN __m128i _mm_srl_epi32(__m128i __a, __m128i __c) { return _mm_srli_epi32(__a, __tcc_rs_count128(__c, 31)); }
__TCC_RS_INTRIN __m128i _mm_srl_epi64(__m128i __a, __m128i __c) { return _mm_srli_epi64(__a, __tcc_rs_count128(__c, 63)); }
__TCC_RS_INTRIN __m128i _mm_sra_epi16(__m128i __a, __m128i __c) { return _mm_srai_epi16(__a, __tcc_rs_count128(__c, 15)); }
__TCC_RS_INTRIN __m128i _mm_sra_epi32(__m128i __a, __m128i __c) { return _mm_srai_epi32(__a, __tcc_rs_count128(__c, 31)); }

/* Byte shifts of the whole register: a shuffle with a zero vector. Index I of the result
   takes byte I - N of A (shifting left) or I + N (right), or a zero byte. */
#define __TCC_RS_BSLL(N, I) ((N) > 15 ? 0 : 16 + (I) - (N))
#define __TCC_RS_BSRL(N, I) ((N) > 15 ? 16 : (I) + (N))
#define _mm_slli_si128(A, N)                                                                 \
    ((__m128i)__builtin_shufflevector(                                                       \
        (__v16qi){0}, (__v16qi)(__m128i)(A), __TCC_RS_BSLL(N, 0), __TCC_RS_BSLL(N, 1),         \
        __TCC_RS_BSLL(N, 2), __TCC_RS_BSLL(N, 3), __TCC_RS_BSLL(N, 4), __TCC_RS_BSLL(N, 5),    \
        __TCC_RS_BSLL(N, 6), __TCC_RS_BSLL(N, 7), __TCC_RS_BSLL(N, 8), __TCC_RS_BSLL(N, 9),    \
        __TCC_RS_BSLL(N, 10), __TCC_RS_BSLL(N, 11), __TCC_RS_BSLL(N, 12), __TCC_RS_BSLL(N, 13), \
        __TCC_RS_BSLL(N, 14), __TCC_RS_BSLL(N, 15)))
#define _mm_srli_si128(A, N)                                                                 \
    ((__m128i)__builtin_shufflevector(                                                       \
        (__v16qi)(__m128i)(A), (__v16qi){0}, __TCC_RS_BSRL(N, 0), __TCC_RS_BSRL(N, 1),         \
        __TCC_RS_BSRL(N, 2), __TCC_RS_BSRL(N, 3), __TCC_RS_BSRL(N, 4), __TCC_RS_BSRL(N, 5),    \
        __TCC_RS_BSRL(N, 6), __TCC_RS_BSRL(N, 7), __TCC_RS_BSRL(N, 8), __TCC_RS_BSRL(N, 9),    \
        __TCC_RS_BSRL(N, 10), __TCC_RS_BSRL(N, 11), __TCC_RS_BSRL(N, 12), __TCC_RS_BSRL(N, 13), \
        __TCC_RS_BSRL(N, 14), __TCC_RS_BSRL(N, 15)))
#define _mm_bslli_si128(A, N) _mm_slli_si128(A, N)
#define _mm_bsrli_si128(A, N) _mm_srli_si128(A, N)

/* Integer comparisons: all-ones where true. */
__TCC_RS_INTRIN __m128i _mm_cmpeq_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a == (__v16qs)__b); }
__TCC_RS_INTRIN __m128i _mm_cmpeq_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a == (__v8hi)__b); }
__TCC_RS_INTRIN __m128i _mm_cmpeq_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a == (__v4si)__b); }
__TCC_RS_INTRIN __m128i _mm_cmpgt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a > (__v16qs)__b); }
__TCC_RS_INTRIN __m128i _mm_cmpgt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a > (__v8hi)__b); }
__TCC_RS_INTRIN __m128i _mm_cmpgt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a > (__v4si)__b); }
__TCC_RS_INTRIN __m128i _mm_cmplt_epi8(__m128i __a, __m128i __b) { return (__m128i)((__v16qs)__a < (__v16qs)__b); }
__TCC_RS_INTRIN __m128i _mm_cmplt_epi16(__m128i __a, __m128i __b) { return (__m128i)((__v8hi)__a < (__v8hi)__b); }
__TCC_RS_INTRIN __m128i _mm_cmplt_epi32(__m128i __a, __m128i __b) { return (__m128i)((__v4si)__a < (__v4si)__b); }

/* Packing with saturation: __a's elements narrowed into the low half, __b's the high. Each
   is clamped with comparison masks, then the two narrowed into one. */
#define __TCC_RS_CLAMP(X, T, LO, HI)                                                         \
    do {                                                                                     \
        T __m_ = (T)((X) < (LO));                                                            \
        (X) = (__m_ & (LO)) | (~__m_ & (X));                                                 \
        __m_ = (T)((X) > (HI));                                                              \
        (X) = (__m_ & (HI)) | (~__m_ & (X));                                                 \
    } while (0)
__TCC_RS_INTRIN __m128i _mm_packs_epi16(__m128i __a, __m128i __b)
{
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    __TCC_RS_CLAMP(__x, __v8hi, -128, 127);
    __TCC_RS_CLAMP(__y, __v8hi, -128, 127);
    return (__m128i)__TCC_RS_NARROW16(__v16qs, __x, __y);
}
__TCC_RS_INTRIN __m128i _mm_packs_epi32(__m128i __a, __m128i __b)
{
    __v4si __x = (__v4si)__a, __y = (__v4si)__b;
    __TCC_RS_CLAMP(__x, __v4si, -32768, 32767);
    __TCC_RS_CLAMP(__y, __v4si, -32768, 32767);
    return (__m128i)__TCC_RS_NARROW8(__v8hi, __x, __y);
}
__TCC_RS_INTRIN __m128i _mm_packus_epi16(__m128i __a, __m128i __b)
{
    __v8hi __x = (__v8hi)__a, __y = (__v8hi)__b;
    __TCC_RS_CLAMP(__x, __v8hi, 0, 255);
    __TCC_RS_CLAMP(__y, __v8hi, 0, 255);
    return (__m128i)__TCC_RS_NARROW16(__v16qu, __x, __y);
}

__TCC_RS_INTRIN __m128i _mm_unpackhi_epi8(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v16qi)__a, (__v16qi)__b, 8, 24, 9, 25, 10, 26, 11,
                                            27, 12, 28, 13, 29, 14, 30, 15, 31);
}
__TCC_RS_INTRIN __m128i _mm_unpacklo_epi8(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v16qi)__a, (__v16qi)__b, 0, 16, 1, 17, 2, 18, 3,
                                            19, 4, 20, 5, 21, 6, 22, 7, 23);
}
__TCC_RS_INTRIN __m128i _mm_unpackhi_epi16(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v8hi)__a, (__v8hi)__b, 4, 12, 5, 13, 6, 14, 7, 15);
}
__TCC_RS_INTRIN __m128i _mm_unpacklo_epi16(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v8hi)__a, (__v8hi)__b, 0, 8, 1, 9, 2, 10, 3, 11);
}
__TCC_RS_INTRIN __m128i _mm_unpackhi_epi32(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v4si)__a, (__v4si)__b, 2, 6, 3, 7);
}
__TCC_RS_INTRIN __m128i _mm_unpacklo_epi32(__m128i __a, __m128i __b)
{
    return (__m128i)__builtin_shufflevector((__v4si)__a, (__v4si)__b, 0, 4, 1, 5);
}
__TCC_RS_INTRIN __m128i _mm_unpackhi_epi64(__m128i __a, __m128i __b)
{
    return __builtin_shufflevector(__a, __b, 1, 3);
}
__TCC_RS_INTRIN __m128i _mm_unpacklo_epi64(__m128i __a, __m128i __b)
{
    return __builtin_shufflevector(__a, __b, 0, 2);
}

__TCC_RS_INTRIN int _mm_extract_epi16(__m128i __a, int __n) { return ((__v8hu)__a)[__n & 7]; }
__TCC_RS_INTRIN __m128i _mm_insert_epi16(__m128i __a, int __d, int __n)
{
    __v8hi __r = (__v8hi)__a;
    __r[__n & 7] = (short)__d;
    return (__m128i)__r;
}
/* pmovmskb, gcc's builtin: the bytes' top bits. */
__TCC_RS_INTRIN int _mm_movemask_epi8(__m128i __a)
{
    return __builtin_ia32_pmovmskb128((__v16qi)__a);
}
#define _mm_shuffle_epi32(A, N)                                                              \
    ((__m128i)__builtin_shufflevector((__v4si)(__m128i)(A), (__v4si)(__m128i)(A), (N) & 3,     \
                                      ((N) >> 2) & 3, ((N) >> 4) & 3, ((N) >> 6) & 3))
#define _mm_shufflelo_epi16(A, N)                                                            \
    ((__m128i)__builtin_shufflevector((__v8hi)(__m128i)(A), (__v8hi)(__m128i)(A), (N) & 3,     \
                                      ((N) >> 2) & 3, ((N) >> 4) & 3, ((N) >> 6) & 3, 4, 5, 6, 7))
#define _mm_shufflehi_epi16(A, N)                                                            \
    ((__m128i)__builtin_shufflevector((__v8hi)(__m128i)(A), (__v8hi)(__m128i)(A), 0, 1, 2, 3,  \
                                      4 + ((N) & 3), 4 + (((N) >> 2) & 3),                     \
                                      4 + (((N) >> 4) & 3), 4 + (((N) >> 6) & 3)))

/* Reinterpretations. */
__TCC_RS_INTRIN __m128 _mm_castpd_ps(__m128d __a) { return (__m128)__a; }
__TCC_RS_INTRIN __m128i _mm_castpd_si128(__m128d __a) { return (__m128i)__a; }
__TCC_RS_INTRIN __m128d _mm_castps_pd(__m128 __a) { return (__m128d)__a; }
__TCC_RS_INTRIN __m128i _mm_castps_si128(__m128 __a) { return (__m128i)__a; }
__TCC_RS_INTRIN __m128 _mm_castsi128_ps(__m128i __a) { return (__m128)__a; }
__TCC_RS_INTRIN __m128d _mm_castsi128_pd(__m128i __a) { return (__m128d)__a; }

__TCC_RS_INTRIN void _mm_lfence(void) { __asm__ __volatile__("lfence" : : : "memory"); }
__TCC_RS_INTRIN void _mm_mfence(void) { __asm__ __volatile__("mfence" : : : "memory"); }
__TCC_RS_INTRIN void _mm_clflush(void const *__p) { __asm__ __volatile__("clflush %0" : : "m"(*(char const *)__p)); }

#endif
