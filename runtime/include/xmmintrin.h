/* <xmmintrin.h>: Intel's SSE intrinsics (__m128, four floats), written for tcc-rs from the
   intrinsics' documented semantics over GNU C vector types, as mmintrin.h is. The
   floating-point operations keep the instructions' rules: minps and maxps return their
   second operand when either is a NaN or both are zeros, cvtss2si rounds in the current
   rounding mode (MXCSR) and cvttss2si truncates, both giving 0x80000000 when the result
   does not fit. rcpps and rsqrtps are exact divisions here: the instructions' 12-bit
   approximations differ from one processor to another anyway. */
#ifndef __TCC_RS_XMMINTRIN_H
#define __TCC_RS_XMMINTRIN_H

#include <mmintrin.h>

typedef float __m128 __attribute__((__vector_size__(16), __may_alias__));
typedef float __m128_u __attribute__((__vector_size__(16), __may_alias__, __aligned__(1)));
typedef float __v4sf __attribute__((__vector_size__(16)));
typedef int __tcc_rs_v4si __attribute__((__vector_size__(16)));
typedef unsigned int __tcc_rs_v4su __attribute__((__vector_size__(16)));

/* The scalar conversions of cvtss2si and cvttss2si, shared with emmintrin.h. */

/* x rounded to an integer in the current rounding mode: adding and subtracting 2^23 leaves
   no fraction bits, and each operation rounds as MXCSR says. Larger floats, infinities and
   NaNs are integers or not numbers already. 2^23 is read from a volatile object: with x a
   constant (a lane of a vector built from constants is one once mem2reg has run), an
   optimiser would otherwise do the sums at compile time, rounding to nearest. */
__TCC_RS_INTRIN float __tcc_rs_rintf(float __x)
{
    static volatile const float __two23 = 8388608.0f;
    float __big = __two23;
    if (!(__x < 8388608.0f && __x > -8388608.0f))
        return __x;
    if (__x >= 0)
        return (__x + __big) - __big;
    return (__x - __big) + __big;
}
__TCC_RS_INTRIN double __tcc_rs_rint(double __x)
{
    static volatile const double __two52 = 4503599627370496.0;
    double __big = __two52;
    if (!(__x < 4503599627370496.0 && __x > -4503599627370496.0))
        return __x;
    if (__x >= 0)
        return (__x + __big) - __big;
    return (__x - __big) + __big;
}
/* An integral float to int, or the "integer indefinite" 0x80000000 out of range or NaN. */
__TCC_RS_INTRIN int __tcc_rs_f2i(double __r)
{
    return __r >= -2147483648.0 && __r < 2147483648.0 ? (int)__r : (int)(-2147483647 - 1);
}
__TCC_RS_INTRIN long long __tcc_rs_f2ll(double __r)
{
    return __r >= -9223372036854775808.0 && __r < 9223372036854775808.0
               ? (long long)__r
               : (long long)(-9223372036854775807LL - 1);
}

#define _MM_SHUFFLE(z, y, x, w) (((z) << 6) | ((y) << 4) | ((x) << 2) | (w))

/* MXCSR's fields. */
#define _MM_EXCEPT_MASK 0x003f
#define _MM_EXCEPT_INVALID 0x0001
#define _MM_EXCEPT_DENORM 0x0002
#define _MM_EXCEPT_DIV_ZERO 0x0004
#define _MM_EXCEPT_OVERFLOW 0x0008
#define _MM_EXCEPT_UNDERFLOW 0x0010
#define _MM_EXCEPT_INEXACT 0x0020
#define _MM_MASK_MASK 0x1f80
#define _MM_MASK_INVALID 0x0080
#define _MM_MASK_DENORM 0x0100
#define _MM_MASK_DIV_ZERO 0x0200
#define _MM_MASK_OVERFLOW 0x0400
#define _MM_MASK_UNDERFLOW 0x0800
#define _MM_MASK_INEXACT 0x1000
#define _MM_ROUND_MASK 0x6000
#define _MM_ROUND_NEAREST 0x0000
#define _MM_ROUND_DOWN 0x2000
#define _MM_ROUND_UP 0x4000
#define _MM_ROUND_TOWARD_ZERO 0x6000
#define _MM_FLUSH_ZERO_MASK 0x8000
#define _MM_FLUSH_ZERO_ON 0x8000
#define _MM_FLUSH_ZERO_OFF 0x0000

__TCC_RS_INTRIN unsigned int _mm_getcsr(void)
{
    unsigned int __r;
    __asm__ __volatile__("stmxcsr %0" : "=m"(__r));
    return __r;
}
__TCC_RS_INTRIN void _mm_setcsr(unsigned int __i) { __asm__ __volatile__("ldmxcsr %0" : : "m"(__i)); }

#define _MM_GET_EXCEPTION_STATE() (_mm_getcsr() & _MM_EXCEPT_MASK)
#define _MM_GET_EXCEPTION_MASK() (_mm_getcsr() & _MM_MASK_MASK)
#define _MM_GET_ROUNDING_MODE() (_mm_getcsr() & _MM_ROUND_MASK)
#define _MM_GET_FLUSH_ZERO_MODE() (_mm_getcsr() & _MM_FLUSH_ZERO_MASK)
#define _MM_SET_EXCEPTION_STATE(x) _mm_setcsr((_mm_getcsr() & ~_MM_EXCEPT_MASK) | (x))
#define _MM_SET_EXCEPTION_MASK(x) _mm_setcsr((_mm_getcsr() & ~_MM_MASK_MASK) | (x))
#define _MM_SET_ROUNDING_MODE(x) _mm_setcsr((_mm_getcsr() & ~_MM_ROUND_MASK) | (x))
#define _MM_SET_FLUSH_ZERO_MODE(x) _mm_setcsr((_mm_getcsr() & ~_MM_FLUSH_ZERO_MASK) | (x))

/* Cache hints: bit 2 asks for a prefetch for writing, bits 0-1 are the locality. */
enum _mm_hint {
    _MM_HINT_ET0 = 7,
    _MM_HINT_ET1 = 6,
    _MM_HINT_T0 = 3,
    _MM_HINT_T1 = 2,
    _MM_HINT_T2 = 1,
    _MM_HINT_NTA = 0
};
#define _mm_prefetch(P, I) __builtin_prefetch((P), ((I) >> 2) & 1, (I) & 3)

__TCC_RS_INTRIN void _mm_sfence(void) { __asm__ __volatile__("sfence" : : : "memory"); }
__TCC_RS_INTRIN void _mm_pause(void) { __asm__ __volatile__("pause" : : : "memory"); }

/* Set, load and store. */
__TCC_RS_INTRIN __m128 _mm_setzero_ps(void) { return (__m128){0.0f, 0.0f, 0.0f, 0.0f}; }
__TCC_RS_INTRIN __m128 _mm_undefined_ps(void) { return _mm_setzero_ps(); }
__TCC_RS_INTRIN __m128 _mm_set_ss(float __f) { return (__m128){__f, 0.0f, 0.0f, 0.0f}; }
__TCC_RS_INTRIN __m128 _mm_set1_ps(float __f) { return (__m128){__f, __f, __f, __f}; }
__TCC_RS_INTRIN __m128 _mm_set_ps1(float __f) { return _mm_set1_ps(__f); }
__TCC_RS_INTRIN __m128 _mm_set_ps(float __z, float __y, float __x, float __w)
{
    return (__m128){__w, __x, __y, __z};
}
__TCC_RS_INTRIN __m128 _mm_setr_ps(float __w, float __x, float __y, float __z)
{
    return (__m128){__w, __x, __y, __z};
}
__TCC_RS_INTRIN __m128 _mm_load_ps(float const *__p) { return *(__m128 const *)__p; }
__TCC_RS_INTRIN __m128 _mm_loadu_ps(float const *__p) { return *(__m128_u const *)__p; }
__TCC_RS_INTRIN __m128 _mm_load_ss(float const *__p) { return _mm_set_ss(*__p); }
__TCC_RS_INTRIN __m128 _mm_load1_ps(float const *__p) { return _mm_set1_ps(*__p); }
__TCC_RS_INTRIN __m128 _mm_load_ps1(float const *__p) { return _mm_set1_ps(*__p); }
__TCC_RS_INTRIN __m128 _mm_loadr_ps(float const *__p)
{
    __m128 __v = _mm_load_ps(__p);
    return __builtin_shufflevector(__v, __v, 3, 2, 1, 0);
}
/* loadh/loadl: two floats from memory into the high or low half. */
__TCC_RS_INTRIN __m128 _mm_loadh_pi(__m128 __a, __m64 const *__p)
{
    __m128 __m;
    __builtin_memcpy(&__m, __p, 8);
    return __builtin_shufflevector(__a, __m, 0, 1, 4, 5);
}
__TCC_RS_INTRIN __m128 _mm_loadl_pi(__m128 __a, __m64 const *__p)
{
    __m128 __m;
    __builtin_memcpy(&__m, __p, 8);
    return __builtin_shufflevector(__a, __m, 4, 5, 2, 3);
}
__TCC_RS_INTRIN void _mm_store_ps(float *__p, __m128 __a) { *(__m128 *)__p = __a; }
__TCC_RS_INTRIN void _mm_storeu_ps(float *__p, __m128 __a) { *(__m128_u *)__p = __a; }
__TCC_RS_INTRIN void _mm_store_ss(float *__p, __m128 __a) { *__p = __a[0]; }
__TCC_RS_INTRIN void _mm_store1_ps(float *__p, __m128 __a)
{
    _mm_store_ps(__p, __builtin_shufflevector(__a, __a, 0, 0, 0, 0));
}
__TCC_RS_INTRIN void _mm_store_ps1(float *__p, __m128 __a) { _mm_store1_ps(__p, __a); }
__TCC_RS_INTRIN void _mm_storer_ps(float *__p, __m128 __a)
{
    _mm_store_ps(__p, __builtin_shufflevector(__a, __a, 3, 2, 1, 0));
}
__TCC_RS_INTRIN void _mm_storeh_pi(__m64 *__p, __m128 __a)
{
    __builtin_memcpy(__p, (char *)&__a + 8, 8);
}
__TCC_RS_INTRIN void _mm_storel_pi(__m64 *__p, __m128 __a) { __builtin_memcpy(__p, &__a, 8); }
/* Non-temporal stores: plain stores, which give the same memory contents. */
__TCC_RS_INTRIN void _mm_stream_ps(float *__p, __m128 __a) { _mm_store_ps(__p, __a); }
__TCC_RS_INTRIN void _mm_stream_pi(__m64 *__p, __m64 __a) { *__p = __a; }

__TCC_RS_INTRIN __m128 _mm_move_ss(__m128 __a, __m128 __b)
{
    return __builtin_shufflevector(__a, __b, 4, 1, 2, 3);
}
__TCC_RS_INTRIN __m128 _mm_movehl_ps(__m128 __a, __m128 __b)
{
    return __builtin_shufflevector(__a, __b, 6, 7, 2, 3);
}
__TCC_RS_INTRIN __m128 _mm_movelh_ps(__m128 __a, __m128 __b)
{
    return __builtin_shufflevector(__a, __b, 0, 1, 4, 5);
}
__TCC_RS_INTRIN float _mm_cvtss_f32(__m128 __a) { return __a[0]; }

/* Arithmetic. The _ss forms work on element 0 and pass __a's others through. */
__TCC_RS_INTRIN __m128 _mm_add_ps(__m128 __a, __m128 __b) { return __a + __b; }
__TCC_RS_INTRIN __m128 _mm_sub_ps(__m128 __a, __m128 __b) { return __a - __b; }
__TCC_RS_INTRIN __m128 _mm_mul_ps(__m128 __a, __m128 __b) { return __a * __b; }
__TCC_RS_INTRIN __m128 _mm_div_ps(__m128 __a, __m128 __b) { return __a / __b; }
__TCC_RS_INTRIN __m128 _mm_add_ss(__m128 __a, __m128 __b) { __a[0] += __b[0]; return __a; }
__TCC_RS_INTRIN __m128 _mm_sub_ss(__m128 __a, __m128 __b) { __a[0] -= __b[0]; return __a; }
__TCC_RS_INTRIN __m128 _mm_mul_ss(__m128 __a, __m128 __b) { __a[0] *= __b[0]; return __a; }
__TCC_RS_INTRIN __m128 _mm_div_ss(__m128 __a, __m128 __b) { __a[0] /= __b[0]; return __a; }
__TCC_RS_INTRIN __m128 _mm_sqrt_ps(__m128 __a)
{
    int __i;
    for (__i = 0; __i < 4; __i++)
        __a[__i] = __builtin_sqrtf(__a[__i]);
    return __a;
}
__TCC_RS_INTRIN __m128 _mm_sqrt_ss(__m128 __a) { __a[0] = __builtin_sqrtf(__a[0]); return __a; }
__TCC_RS_INTRIN __m128 _mm_rcp_ps(__m128 __a) { return 1.0f / __a; }
__TCC_RS_INTRIN __m128 _mm_rcp_ss(__m128 __a) { __a[0] = 1.0f / __a[0]; return __a; }
__TCC_RS_INTRIN __m128 _mm_rsqrt_ps(__m128 __a) { return 1.0f / _mm_sqrt_ps(__a); }
__TCC_RS_INTRIN __m128 _mm_rsqrt_ss(__m128 __a)
{
    __a[0] = 1.0f / __builtin_sqrtf(__a[0]);
    return __a;
}
/* minps: __a where __a < __b, else __b (so __b for NaNs and for +0/-0). */
__TCC_RS_INTRIN __m128 _mm_min_ps(__m128 __a, __m128 __b)
{
    __tcc_rs_v4si __m = __a < __b;
    return (__m128)((__m & (__tcc_rs_v4si)__a) | (~__m & (__tcc_rs_v4si)__b));
}
__TCC_RS_INTRIN __m128 _mm_max_ps(__m128 __a, __m128 __b)
{
    __tcc_rs_v4si __m = __a > __b;
    return (__m128)((__m & (__tcc_rs_v4si)__a) | (~__m & (__tcc_rs_v4si)__b));
}
__TCC_RS_INTRIN __m128 _mm_min_ss(__m128 __a, __m128 __b)
{
    return _mm_move_ss(__a, _mm_min_ps(__a, __b));
}
__TCC_RS_INTRIN __m128 _mm_max_ss(__m128 __a, __m128 __b)
{
    return _mm_move_ss(__a, _mm_max_ps(__a, __b));
}

/* Bitwise operations on the floats' bits. */
__TCC_RS_INTRIN __m128 _mm_and_ps(__m128 __a, __m128 __b)
{
    return (__m128)((__tcc_rs_v4si)__a & (__tcc_rs_v4si)__b);
}
__TCC_RS_INTRIN __m128 _mm_andnot_ps(__m128 __a, __m128 __b)
{
    return (__m128)(~(__tcc_rs_v4si)__a & (__tcc_rs_v4si)__b);
}
__TCC_RS_INTRIN __m128 _mm_or_ps(__m128 __a, __m128 __b)
{
    return (__m128)((__tcc_rs_v4si)__a | (__tcc_rs_v4si)__b);
}
__TCC_RS_INTRIN __m128 _mm_xor_ps(__m128 __a, __m128 __b)
{
    return (__m128)((__tcc_rs_v4si)__a ^ (__tcc_rs_v4si)__b);
}

/* Comparisons: all-ones where true. The "not" forms are true for NaNs, the others false,
   except neq (unordered or not equal) and unord. */
__TCC_RS_INTRIN __m128 _mm_cmpeq_ps(__m128 __a, __m128 __b) { return (__m128)(__a == __b); }
__TCC_RS_INTRIN __m128 _mm_cmplt_ps(__m128 __a, __m128 __b) { return (__m128)(__a < __b); }
__TCC_RS_INTRIN __m128 _mm_cmple_ps(__m128 __a, __m128 __b) { return (__m128)(__a <= __b); }
__TCC_RS_INTRIN __m128 _mm_cmpgt_ps(__m128 __a, __m128 __b) { return (__m128)(__a > __b); }
__TCC_RS_INTRIN __m128 _mm_cmpge_ps(__m128 __a, __m128 __b) { return (__m128)(__a >= __b); }
__TCC_RS_INTRIN __m128 _mm_cmpneq_ps(__m128 __a, __m128 __b) { return (__m128)(__a != __b); }
__TCC_RS_INTRIN __m128 _mm_cmpnlt_ps(__m128 __a, __m128 __b) { return (__m128)~(__a < __b); }
__TCC_RS_INTRIN __m128 _mm_cmpnle_ps(__m128 __a, __m128 __b) { return (__m128)~(__a <= __b); }
__TCC_RS_INTRIN __m128 _mm_cmpngt_ps(__m128 __a, __m128 __b) { return (__m128)~(__a > __b); }
__TCC_RS_INTRIN __m128 _mm_cmpnge_ps(__m128 __a, __m128 __b) { return (__m128)~(__a >= __b); }
__TCC_RS_INTRIN __m128 _mm_cmpord_ps(__m128 __a, __m128 __b)
{
    return (__m128)((__a == __a) & (__b == __b));
}
__TCC_RS_INTRIN __m128 _mm_cmpunord_ps(__m128 __a, __m128 __b)
{
    return (__m128)((__a != __a) | (__b != __b));
}
__TCC_RS_INTRIN __m128 _mm_cmpeq_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpeq_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmplt_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmplt_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmple_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmple_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpgt_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpgt_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpge_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpge_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpneq_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpneq_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpnlt_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpnlt_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpnle_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpnle_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpngt_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpngt_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpnge_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpnge_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpord_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpord_ps(__a, __b)); }
__TCC_RS_INTRIN __m128 _mm_cmpunord_ss(__m128 __a, __m128 __b) { return _mm_move_ss(__a, _mm_cmpunord_ps(__a, __b)); }

/* comiss and ucomiss (which differ only in the exceptions they raise) as gcc 12 gives
   them: the flags an unordered comparison sets (ZF, PF and CF) read as for ordered ones,
   so that with a NaN eq, lt and le are 1 and gt, ge and neq 0. */
__TCC_RS_INTRIN int _mm_comieq_ss(__m128 __a, __m128 __b) { return !(__a[0] < __b[0] || __a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_comilt_ss(__m128 __a, __m128 __b) { return !(__a[0] >= __b[0]); }
__TCC_RS_INTRIN int _mm_comile_ss(__m128 __a, __m128 __b) { return !(__a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_comigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_comige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__TCC_RS_INTRIN int _mm_comineq_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0] || __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_ucomieq_ss(__m128 __a, __m128 __b) { return !(__a[0] < __b[0] || __a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_ucomilt_ss(__m128 __a, __m128 __b) { return !(__a[0] >= __b[0]); }
__TCC_RS_INTRIN int _mm_ucomile_ss(__m128 __a, __m128 __b) { return !(__a[0] > __b[0]); }
__TCC_RS_INTRIN int _mm_ucomigt_ss(__m128 __a, __m128 __b) { return __a[0] > __b[0]; }
__TCC_RS_INTRIN int _mm_ucomige_ss(__m128 __a, __m128 __b) { return __a[0] >= __b[0]; }
__TCC_RS_INTRIN int _mm_ucomineq_ss(__m128 __a, __m128 __b) { return __a[0] < __b[0] || __a[0] > __b[0]; }

/* Conversions. */
__TCC_RS_INTRIN int _mm_cvtss_si32(__m128 __a) { return __tcc_rs_f2i(__tcc_rs_rintf(__a[0])); }
__TCC_RS_INTRIN int _mm_cvt_ss2si(__m128 __a) { return _mm_cvtss_si32(__a); }
__TCC_RS_INTRIN long long _mm_cvtss_si64(__m128 __a) { return __tcc_rs_f2ll(__tcc_rs_rintf(__a[0])); }
__TCC_RS_INTRIN long long _mm_cvtss_si64x(__m128 __a) { return _mm_cvtss_si64(__a); }
__TCC_RS_INTRIN int _mm_cvttss_si32(__m128 __a) { return __tcc_rs_f2i(__a[0]); }
__TCC_RS_INTRIN int _mm_cvtt_ss2si(__m128 __a) { return _mm_cvttss_si32(__a); }
__TCC_RS_INTRIN long long _mm_cvttss_si64(__m128 __a) { return __tcc_rs_f2ll(__a[0]); }
__TCC_RS_INTRIN long long _mm_cvttss_si64x(__m128 __a) { return _mm_cvttss_si64(__a); }
__TCC_RS_INTRIN __m128 _mm_cvtsi32_ss(__m128 __a, int __b) { __a[0] = (float)__b; return __a; }
__TCC_RS_INTRIN __m128 _mm_cvt_si2ss(__m128 __a, int __b) { return _mm_cvtsi32_ss(__a, __b); }
__TCC_RS_INTRIN __m128 _mm_cvtsi64_ss(__m128 __a, long long __b) { __a[0] = (float)__b; return __a; }
__TCC_RS_INTRIN __m128 _mm_cvtsi64x_ss(__m128 __a, long long __b) { return _mm_cvtsi64_ss(__a, __b); }
__TCC_RS_INTRIN __m64 _mm_cvtps_pi32(__m128 __a)
{
    return (__m64){__tcc_rs_f2i(__tcc_rs_rintf(__a[0])), __tcc_rs_f2i(__tcc_rs_rintf(__a[1]))};
}
__TCC_RS_INTRIN __m64 _mm_cvt_ps2pi(__m128 __a) { return _mm_cvtps_pi32(__a); }
__TCC_RS_INTRIN __m64 _mm_cvttps_pi32(__m128 __a)
{
    return (__m64){__tcc_rs_f2i(__a[0]), __tcc_rs_f2i(__a[1])};
}
__TCC_RS_INTRIN __m64 _mm_cvtt_ps2pi(__m128 __a) { return _mm_cvttps_pi32(__a); }
__TCC_RS_INTRIN __m128 _mm_cvtpi32_ps(__m128 __a, __m64 __b)
{
    __a[0] = (float)((__v2si)__b)[0];
    __a[1] = (float)((__v2si)__b)[1];
    return __a;
}
__TCC_RS_INTRIN __m128 _mm_cvt_pi2ps(__m128 __a, __m64 __b) { return _mm_cvtpi32_ps(__a, __b); }
__TCC_RS_INTRIN __m128 _mm_cvtpi16_ps(__m64 __a)
{
    __v4hi __b = (__v4hi)__a;
    return (__m128){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128 _mm_cvtpu16_ps(__m64 __a)
{
    __v4hu __b = (__v4hu)__a;
    return (__m128){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128 _mm_cvtpi8_ps(__m64 __a)
{
    __v8qs __b = (__v8qs)__a;
    return (__m128){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128 _mm_cvtpu8_ps(__m64 __a)
{
    __v8qu __b = (__v8qu)__a;
    return (__m128){__b[0], __b[1], __b[2], __b[3]};
}
__TCC_RS_INTRIN __m128 _mm_cvtpi32x2_ps(__m64 __a, __m64 __b)
{
    return (__m128){((__v2si)__a)[0], ((__v2si)__a)[1], ((__v2si)__b)[0], ((__v2si)__b)[1]};
}
/* cvtps2pi then packssdw: 0x80000000 saturates to 0x8000. */
__TCC_RS_INTRIN __m64 _mm_cvtps_pi16(__m128 __a)
{
    return _mm_packs_pi32(_mm_cvtps_pi32(__a), _mm_cvtps_pi32(_mm_movehl_ps(__a, __a)));
}
__TCC_RS_INTRIN __m64 _mm_cvtps_pi8(__m128 __a)
{
    return _mm_packs_pi16(_mm_cvtps_pi16(__a), _mm_setzero_si64());
}

/* Shuffles. */
#define _mm_shuffle_ps(A, B, N)                                                              \
    ((__m128)__builtin_shufflevector((__v4sf)(__m128)(A), (__v4sf)(__m128)(B), (N) & 3,        \
                                     ((N) >> 2) & 3, (((N) >> 4) & 3) + 4, (((N) >> 6) & 3) + 4))
__TCC_RS_INTRIN __m128 _mm_unpackhi_ps(__m128 __a, __m128 __b)
{
    return __builtin_shufflevector(__a, __b, 2, 6, 3, 7);
}
__TCC_RS_INTRIN __m128 _mm_unpacklo_ps(__m128 __a, __m128 __b)
{
    return __builtin_shufflevector(__a, __b, 0, 4, 1, 5);
}
__TCC_RS_INTRIN int _mm_movemask_ps(__m128 __a)
{
    return __builtin_ia32_movmskps((__v4sf)__a);
}

#define _MM_TRANSPOSE4_PS(row0, row1, row2, row3)                                            \
    do {                                                                                     \
        __m128 __t0 = _mm_unpacklo_ps((row0), (row1));                                       \
        __m128 __t1 = _mm_unpacklo_ps((row2), (row3));                                       \
        __m128 __t2 = _mm_unpackhi_ps((row0), (row1));                                       \
        __m128 __t3 = _mm_unpackhi_ps((row2), (row3));                                       \
        (row0) = _mm_movelh_ps(__t0, __t1);                                                  \
        (row1) = _mm_movehl_ps(__t1, __t0);                                                  \
        (row2) = _mm_movelh_ps(__t2, __t3);                                                  \
        (row3) = _mm_movehl_ps(__t3, __t2);                                                  \
    } while (0)

/* SSE's additions to the 64-bit integer operations. */
__TCC_RS_INTRIN int _mm_extract_pi16(__m64 __a, int __n) { return ((__v4hu)__a)[__n & 3]; }
__TCC_RS_INTRIN __m64 _mm_insert_pi16(__m64 __a, int __d, int __n)
{
    __v4hi __r = (__v4hi)__a;
    __r[__n & 3] = (short)__d;
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_max_pi16(__m64 __a, __m64 __b)
{
    __v4hi __m = (__v4hi)__a > (__v4hi)__b;
    return (__m64)((__m & (__v4hi)__a) | (~__m & (__v4hi)__b));
}
__TCC_RS_INTRIN __m64 _mm_min_pi16(__m64 __a, __m64 __b)
{
    __v4hi __m = (__v4hi)__a < (__v4hi)__b;
    return (__m64)((__m & (__v4hi)__a) | (~__m & (__v4hi)__b));
}
__TCC_RS_INTRIN __m64 _mm_max_pu8(__m64 __a, __m64 __b)
{
    __v8qu __m = (__v8qu)((__v8qu)__a > (__v8qu)__b);
    return (__m64)((__m & (__v8qu)__a) | (~__m & (__v8qu)__b));
}
__TCC_RS_INTRIN __m64 _mm_min_pu8(__m64 __a, __m64 __b)
{
    __v8qu __m = (__v8qu)((__v8qu)__a < (__v8qu)__b);
    return (__m64)((__m & (__v8qu)__a) | (~__m & (__v8qu)__b));
}
__TCC_RS_INTRIN int _mm_movemask_pi8(__m64 __a)
{
    int __r = 0, __i;
    for (__i = 0; __i < 8; __i++)
        __r |= (((__v8qu)__a)[__i] >> 7) << __i;
    return __r;
}
__TCC_RS_INTRIN __m64 _mm_mulhi_pu16(__m64 __a, __m64 __b)
{
    __v4hu __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (unsigned short)(((unsigned)((__v4hu)__a)[__i] * ((__v4hu)__b)[__i]) >> 16);
    return (__m64)__r;
}
#define _mm_shuffle_pi16(A, N)                                                               \
    ((__m64)__builtin_shufflevector((__v4hi)(__m64)(A), (__v4hi)(__m64)(A), (N) & 3,           \
                                    ((N) >> 2) & 3, ((N) >> 4) & 3, ((N) >> 6) & 3))
/* maskmovq: the bytes of __a whose mask byte has its top bit set are stored at __p. */
__TCC_RS_INTRIN void _mm_maskmove_si64(__m64 __a, __m64 __mask, char *__p)
{
    int __i;
    for (__i = 0; __i < 8; __i++)
        if (((__v8qs)__mask)[__i] < 0)
            __p[__i] = ((__v8qi)__a)[__i];
}
__TCC_RS_INTRIN __m64 _mm_avg_pu8(__m64 __a, __m64 __b)
{
    __v8qu __r;
    int __i;
    for (__i = 0; __i < 8; __i++)
        __r[__i] = (unsigned char)((((__v8qu)__a)[__i] + ((__v8qu)__b)[__i] + 1) >> 1);
    return (__m64)__r;
}
__TCC_RS_INTRIN __m64 _mm_avg_pu16(__m64 __a, __m64 __b)
{
    __v4hu __r;
    int __i;
    for (__i = 0; __i < 4; __i++)
        __r[__i] = (unsigned short)((((__v4hu)__a)[__i] + ((__v4hu)__b)[__i] + 1) >> 1);
    return (__m64)__r;
}
/* psadbw: the sum of the absolute differences of the bytes, in the low 16 bits. */
__TCC_RS_INTRIN __m64 _mm_sad_pu8(__m64 __a, __m64 __b)
{
    int __s = 0, __i;
    for (__i = 0; __i < 8; __i++) {
        int __d = ((__v8qu)__a)[__i] - ((__v8qu)__b)[__i];
        __s += __d < 0 ? -__d : __d;
    }
    return (__m64)(__v1di){__s};
}
#define _m_pextrw _mm_extract_pi16
#define _m_pinsrw _mm_insert_pi16
#define _m_pmaxsw _mm_max_pi16
#define _m_pmaxub _mm_max_pu8
#define _m_pminsw _mm_min_pi16
#define _m_pminub _mm_min_pu8
#define _m_pmovmskb _mm_movemask_pi8
#define _m_pmulhuw _mm_mulhi_pu16
#define _m_pshufw _mm_shuffle_pi16
#define _m_maskmovq _mm_maskmove_si64
#define _m_pavgb _mm_avg_pu8
#define _m_pavgw _mm_avg_pu16
#define _m_psadbw _mm_sad_pu8

/* _mm_malloc and _mm_free, which gcc's header offers too. */
#include <mm_malloc.h>

/* SSE2 too, as gcc's header gives it "for backward source compatibility": pixman's tests
   include only this header and use __m128i. */
#include <emmintrin.h>

#endif
