/* <arm_neon.h>: Arm's Advanced SIMD (NEON) intrinsics for AArch64 on 64- and 128-bit vectors,
   written for tcc-rs from the instructions' documented semantics over GNU C vector types:
   each intrinsic is vector arithmetic, a comparison mask, a shuffle or a loop over the
   lanes, never an Arm builtin, so that the compiler chooses the instructions. aarch64 only.

   The intrinsics come in families over the element types; each family is written once as a
   macro over a lane type and instantiated for the types gcc's header has it for, from the
   type lists below (suffix, lane bits, lane type, 64-bit and 128-bit vector types, the
   unsigned and signed vector types of the same lanes). A lane or shift count that must be
   an immediate for the instruction is an ordinary int argument here: it is not checked at
   compile time as gcc checks it.

   Where the instruction's result is not C's: float-to-integer conversions saturate and give
   0 for NaN (fcvtzs); vmin/vmax on floats give the NaN of an unordered pair as the
   instruction does, which is what the addition of the pair gives (both follow the
   architecture's NaN propagation), and order -0 below +0; shifts by the lane width or more
   give 0 or the sign, not C's undefined behaviour; vabs/vneg of the lowest integer wrap,
   vqabs/vqneg saturate. Floating reductions and pairwise operations pair lanes as the
   instructions do (a tree, not a left-to-right sum). */
#ifndef __TCC_RS_ARM_NEON_H
#define __TCC_RS_ARM_NEON_H

#ifndef __aarch64__
#error "arm_neon.h: these NEON intrinsics are for AArch64"
#endif

#include <stdint.h>

#define __TCC_RS_NEON static __inline__ __attribute__((__always_inline__, __artificial__))

typedef float float32_t;
typedef double float64_t;
typedef uint8_t poly8_t;
typedef uint16_t poly16_t;
typedef uint64_t poly64_t;

#define __TCC_RS_VEC(E, N) E __attribute__((__vector_size__(N)))
typedef __TCC_RS_VEC(int8_t, 8) int8x8_t;
typedef __TCC_RS_VEC(int8_t, 16) int8x16_t;
typedef __TCC_RS_VEC(int16_t, 8) int16x4_t;
typedef __TCC_RS_VEC(int16_t, 16) int16x8_t;
typedef __TCC_RS_VEC(int32_t, 8) int32x2_t;
typedef __TCC_RS_VEC(int32_t, 16) int32x4_t;
typedef __TCC_RS_VEC(int64_t, 8) int64x1_t;
typedef __TCC_RS_VEC(int64_t, 16) int64x2_t;
typedef __TCC_RS_VEC(uint8_t, 8) uint8x8_t;
typedef __TCC_RS_VEC(uint8_t, 16) uint8x16_t;
typedef __TCC_RS_VEC(uint16_t, 8) uint16x4_t;
typedef __TCC_RS_VEC(uint16_t, 16) uint16x8_t;
typedef __TCC_RS_VEC(uint32_t, 8) uint32x2_t;
typedef __TCC_RS_VEC(uint32_t, 16) uint32x4_t;
typedef __TCC_RS_VEC(uint64_t, 8) uint64x1_t;
typedef __TCC_RS_VEC(uint64_t, 16) uint64x2_t;
typedef __TCC_RS_VEC(float32_t, 8) float32x2_t;
typedef __TCC_RS_VEC(float32_t, 16) float32x4_t;
typedef __TCC_RS_VEC(float64_t, 8) float64x1_t;
typedef __TCC_RS_VEC(float64_t, 16) float64x2_t;
/* The polynomial types are the unsigned ones: C cannot tell them apart as gcc's do. */
typedef uint8x8_t poly8x8_t;
typedef uint8x16_t poly8x16_t;
typedef uint16x4_t poly16x4_t;
typedef uint16x8_t poly16x8_t;
typedef uint64x1_t poly64x1_t;
typedef uint64x2_t poly64x2_t;
#undef __TCC_RS_VEC

/* The type lists: M(suffix, lane bits, lane type, 64-bit vector, 128-bit vector, unsigned
   64-bit and 128-bit vectors of those lanes, signed 64-bit and 128-bit vectors). */
#define __TCC_RS_S8_32(M)                                                                    \
    M(s8, 8, int8_t, int8x8_t, int8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)        \
    M(s16, 16, int16_t, int16x4_t, int16x8_t, uint16x4_t, uint16x8_t, int16x4_t, int16x8_t)  \
    M(s32, 32, int32_t, int32x2_t, int32x4_t, uint32x2_t, uint32x4_t, int32x2_t, int32x4_t)
#define __TCC_RS_U8_32(M)                                                                    \
    M(u8, 8, uint8_t, uint8x8_t, uint8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)     \
    M(u16, 16, uint16_t, uint16x4_t, uint16x8_t, uint16x4_t, uint16x8_t, int16x4_t,          \
      int16x8_t)                                                                             \
    M(u32, 32, uint32_t, uint32x2_t, uint32x4_t, uint32x2_t, uint32x4_t, int32x2_t, int32x4_t)
#define __TCC_RS_S64(M)                                                                      \
    M(s64, 64, int64_t, int64x1_t, int64x2_t, uint64x1_t, uint64x2_t, int64x1_t, int64x2_t)
#define __TCC_RS_U64(M)                                                                      \
    M(u64, 64, uint64_t, uint64x1_t, uint64x2_t, uint64x1_t, uint64x2_t, int64x1_t, int64x2_t)
#define __TCC_RS_F32(M)                                                                      \
    M(f32, 32, float32_t, float32x2_t, float32x4_t, uint32x2_t, uint32x4_t, int32x2_t,       \
      int32x4_t)
#define __TCC_RS_F64(M)                                                                      \
    M(f64, 64, float64_t, float64x1_t, float64x2_t, uint64x1_t, uint64x2_t, int64x1_t,       \
      int64x2_t)
#define __TCC_RS_P8_16(M)                                                                    \
    M(p8, 8, poly8_t, poly8x8_t, poly8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)     \
    M(p16, 16, poly16_t, poly16x4_t, poly16x8_t, uint16x4_t, uint16x8_t, int16x4_t, int16x8_t)
#define __TCC_RS_P64(M)                                                                      \
    M(p64, 64, poly64_t, poly64x1_t, poly64x2_t, uint64x1_t, uint64x2_t, int64x1_t, int64x2_t)
#define __TCC_RS_I8_32(M) __TCC_RS_S8_32(M) __TCC_RS_U8_32(M)
#define __TCC_RS_INTS(M) __TCC_RS_I8_32(M) __TCC_RS_S64(M) __TCC_RS_U64(M)
#define __TCC_RS_SINTS(M) __TCC_RS_S8_32(M) __TCC_RS_S64(M)
#define __TCC_RS_FLOATS(M) __TCC_RS_F32(M) __TCC_RS_F64(M)
#define __TCC_RS_ALL(M) __TCC_RS_INTS(M) __TCC_RS_FLOATS(M) __TCC_RS_P8_16(M) __TCC_RS_P64(M)
/* The types whose 64-bit vector has two lanes or more (pairwise and permuting operations). */
#define __TCC_RS_MULTI(M) __TCC_RS_I8_32(M) __TCC_RS_F32(M) __TCC_RS_P8_16(M)
/* The 8-bit types (table lookups, bit counts). */
#define __TCC_RS_BYTES(M)                                                                    \
    M(s8, 8, int8_t, int8x8_t, int8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)        \
    M(u8, 8, uint8_t, uint8x8_t, uint8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)     \
    M(p8, 8, poly8_t, poly8x8_t, poly8x16_t, uint8x8_t, uint8x16_t, int8x8_t, int8x16_t)

/* The narrow and wide types of the widening and narrowing operations: W(narrow suffix, wide
   suffix, narrow lane, wide lane, narrow 64-bit and 128-bit vectors, wide 64-bit and 128-bit
   vectors). */
#define __TCC_RS_WIDEN(W)                                                                    \
    W(s8, s16, int8_t, int16_t, int8x8_t, int8x16_t, int16x4_t, int16x8_t)                   \
    W(s16, s32, int16_t, int32_t, int16x4_t, int16x8_t, int32x2_t, int32x4_t)                \
    W(s32, s64, int32_t, int64_t, int32x2_t, int32x4_t, int64x1_t, int64x2_t)                \
    W(u8, u16, uint8_t, uint16_t, uint8x8_t, uint8x16_t, uint16x4_t, uint16x8_t)             \
    W(u16, u32, uint16_t, uint32_t, uint16x4_t, uint16x8_t, uint32x2_t, uint32x4_t)          \
    W(u32, u64, uint32_t, uint64_t, uint32x2_t, uint32x4_t, uint64x1_t, uint64x2_t)

/* Lane counts and the lane type's range. */
#define __TCC_RS_LANES(V) ((int)(sizeof(V) / sizeof((V){0}[0])))
#define __TCC_RS_SIGNED(E) ((E)-1 < 0)
#define __TCC_RS_MAX(E, B) (__TCC_RS_SIGNED(E) ? (E)((1ULL << ((B)-1)) - 1) : (E)-1)
#define __TCC_RS_MIN(E, B) (__TCC_RS_SIGNED(E) ? (E)(-(long long)((1ULL << ((B)-1)) - 1) - 1) : (E)0)
/* Saturation of an exact value held in a long long (lanes of 32 bits or fewer). */
#define __TCC_RS_SAT(E, B, X)                                                                \
    ((X) > (long long)__TCC_RS_MAX(E, B)   ? __TCC_RS_MAX(E, B)                              \
     : (X) < (long long)__TCC_RS_MIN(E, B) ? __TCC_RS_MIN(E, B)                              \
                                           : (E)(X))

/* Define NAME over the 64-bit and the 128-bit vector: F(name, vector, ...) for each, the
   128-bit one's name with a q after NAME (vdup_n_s8, vdupq_n_s8; MID is _ or _n_...). */
#define __TCC_RS_DQ(F, NAME, MID, S, D, Q, ...)                                              \
    F(NAME##MID##S, D, __VA_ARGS__) F(NAME##q##MID##S, Q, __VA_ARGS__)

/* ---- Creation, loads and stores ---- */

/* A vector of lanes equal to X: a broadcast addition to zero for integers, a loop for
   floating lanes (0 + -0.0 would be +0.0). */
#define __TCC_RS_SPLAT(V, E, X)                                                              \
    V __r = {0};                                                                             \
    int __i;                                                                                 \
    if ((E)0.5 == 0)                                                                         \
        return __r + (X);                                                                    \
    for (__i = 0; __i < __TCC_RS_LANES(V); __i++)                                            \
        __r[__i] = (X);                                                                      \
    return __r;
#define __TCC_RS_DUP(N, V, E, U, SV)                                                         \
    __TCC_RS_NEON V N(E __x) { __TCC_RS_SPLAT(V, E, __x) }
#define __TCC_RS_LD1(N, V, E, U, SV)                                                         \
    __TCC_RS_NEON V N(const E *__p)                                                          \
    {                                                                                        \
        typedef V __u __attribute__((__aligned__(1), __may_alias__));                        \
        return *(const __u *)__p;                                                            \
    }
#define __TCC_RS_ST1(N, V, E, U, SV)                                                         \
    __TCC_RS_NEON void N(E *__p, V __a)                                                      \
    {                                                                                        \
        typedef V __u __attribute__((__aligned__(1), __may_alias__));                        \
        *(__u *)__p = __a;                                                                   \
    }
#define __TCC_RS_LD1_DUP(N, V, E, U, SV)                                                     \
    __TCC_RS_NEON V N(const E *__p) { __TCC_RS_SPLAT(V, E, *__p) }
#define __TCC_RS_LD1_LANE(N, V, E, U, SV)                                                    \
    __TCC_RS_NEON V N(const E *__p, V __a, const int __l)                                    \
    {                                                                                        \
        __a[__l] = *__p;                                                                     \
        return __a;                                                                          \
    }
#define __TCC_RS_ST1_LANE(N, V, E, U, SV)                                                    \
    __TCC_RS_NEON void N(E *__p, V __a, const int __l) { *__p = __a[__l]; }
#define __TCC_RS_GET_LANE(N, V, E, U, SV)                                                    \
    __TCC_RS_NEON E N(V __a, const int __l) { return __a[__l]; }
#define __TCC_RS_SET_LANE(N, V, E, U, SV)                                                    \
    __TCC_RS_NEON V N(E __x, V __a, const int __l)                                           \
    {                                                                                        \
        __a[__l] = __x;                                                                      \
        return __a;                                                                          \
    }
#define __TCC_RS_MEMORY(S, B, E, D, Q, UD, UQ, SD, SQ)                                       \
    __TCC_RS_DQ(__TCC_RS_DUP, vdup, _n_, S, D, Q, E, UD, SD)                                    \
    __TCC_RS_DQ(__TCC_RS_DUP, vmov, _n_, S, D, Q, E, UD, SD)                                    \
    __TCC_RS_DQ(__TCC_RS_LD1, vld1, _, S, D, Q, E, UD, SD)                                      \
    __TCC_RS_DQ(__TCC_RS_ST1, vst1, _, S, D, Q, E, UD, SD)                                      \
    __TCC_RS_DQ(__TCC_RS_LD1_DUP, vld1, _dup_, S, D, Q, E, UD, SD)                              \
    __TCC_RS_DQ(__TCC_RS_LD1_LANE, vld1, _lane_, S, D, Q, E, UD, SD)                            \
    __TCC_RS_DQ(__TCC_RS_ST1_LANE, vst1, _lane_, S, D, Q, E, UD, SD)                            \
    __TCC_RS_DQ(__TCC_RS_GET_LANE, vget, _lane_, S, D, Q, E, UD, SD)                            \
    __TCC_RS_DQ(__TCC_RS_SET_LANE, vset, _lane_, S, D, Q, E, UD, SD)                            \
    __TCC_RS_NEON D vcreate_##S(uint64_t __x) { return (D)__x; }                             \
    __TCC_RS_NEON D vget_low_##S(Q __a) { return (D)((uint64x2_t)__a)[0]; }                  \
    __TCC_RS_NEON D vget_high_##S(Q __a) { return (D)((uint64x2_t)__a)[1]; }                 \
    __TCC_RS_NEON Q vcombine_##S(D __lo, D __hi)                                             \
    {                                                                                        \
        return (Q)(uint64x2_t){(uint64_t)__lo, (uint64_t)__hi};                              \
    }                                                                                        \
    __TCC_RS_NEON D vdup_lane_##S(D __a, const int __l) { return vdup_n_##S(__a[__l]); }     \
    __TCC_RS_NEON Q vdupq_lane_##S(D __a, const int __l) { return vdupq_n_##S(__a[__l]); }   \
    __TCC_RS_NEON D vdup_laneq_##S(Q __a, const int __l) { return vdup_n_##S(__a[__l]); }    \
    __TCC_RS_NEON Q vdupq_laneq_##S(Q __a, const int __l) { return vdupq_n_##S(__a[__l]); }
__TCC_RS_ALL(__TCC_RS_MEMORY)

/* The structures of 2, 3 and 4 vectors, and the interleaving loads and stores vld2...vst4:
   lane i of vector k is element i * n + k in memory. */
#define __TCC_RS_TUPLE(V, N) typedef struct V##x##N##_t { V##_t val[N]; } V##x##N##_t;
#define __TCC_RS_TUPLES(V) __TCC_RS_TUPLE(V, 2) __TCC_RS_TUPLE(V, 3) __TCC_RS_TUPLE(V, 4)
__TCC_RS_TUPLES(int8x8) __TCC_RS_TUPLES(int8x16) __TCC_RS_TUPLES(int16x4)
__TCC_RS_TUPLES(int16x8) __TCC_RS_TUPLES(int32x2) __TCC_RS_TUPLES(int32x4)
__TCC_RS_TUPLES(int64x1) __TCC_RS_TUPLES(int64x2) __TCC_RS_TUPLES(uint8x8)
__TCC_RS_TUPLES(uint8x16) __TCC_RS_TUPLES(uint16x4) __TCC_RS_TUPLES(uint16x8)
__TCC_RS_TUPLES(uint32x2) __TCC_RS_TUPLES(uint32x4) __TCC_RS_TUPLES(uint64x1)
__TCC_RS_TUPLES(uint64x2) __TCC_RS_TUPLES(float32x2) __TCC_RS_TUPLES(float32x4)
__TCC_RS_TUPLES(float64x1) __TCC_RS_TUPLES(float64x2) __TCC_RS_TUPLES(poly8x8)
__TCC_RS_TUPLES(poly8x16) __TCC_RS_TUPLES(poly16x4) __TCC_RS_TUPLES(poly16x8)
__TCC_RS_TUPLES(poly64x1) __TCC_RS_TUPLES(poly64x2)
#undef __TCC_RS_TUPLES
#undef __TCC_RS_TUPLE

#define __TCC_RS_LDN(NAME, V, E, K)                                                          \
    __TCC_RS_NEON V##x##K##_t NAME(const E *__p)                                             \
    {                                                                                        \
        V##x##K##_t __r;                                                                     \
        int __i, __k;                                                                        \
        for (__i = 0; __i < __TCC_RS_LANES(V##_t); __i++)                                    \
            for (__k = 0; __k < K; __k++)                                                    \
                __r.val[__k][__i] = __p[__i * K + __k];                                      \
        return __r;                                                                          \
    }
#define __TCC_RS_STN(NAME, V, E, K)                                                          \
    __TCC_RS_NEON void NAME(E *__p, V##x##K##_t __a)                                         \
    {                                                                                        \
        int __i, __k;                                                                        \
        for (__i = 0; __i < __TCC_RS_LANES(V##_t); __i++)                                    \
            for (__k = 0; __k < K; __k++)                                                    \
                __p[__i * K + __k] = __a.val[__k][__i];                                      \
    }
#define __TCC_RS_INTERLEAVE(S, E, DV, QV)                                                    \
    __TCC_RS_LDN(vld2_##S, DV, E, 2) __TCC_RS_LDN(vld2q_##S, QV, E, 2)                       \
    __TCC_RS_LDN(vld3_##S, DV, E, 3) __TCC_RS_LDN(vld3q_##S, QV, E, 3)                       \
    __TCC_RS_LDN(vld4_##S, DV, E, 4) __TCC_RS_LDN(vld4q_##S, QV, E, 4)                       \
    __TCC_RS_STN(vst2_##S, DV, E, 2) __TCC_RS_STN(vst2q_##S, QV, E, 2)                       \
    __TCC_RS_STN(vst3_##S, DV, E, 3) __TCC_RS_STN(vst3q_##S, QV, E, 3)                       \
    __TCC_RS_STN(vst4_##S, DV, E, 4) __TCC_RS_STN(vst4q_##S, QV, E, 4)
__TCC_RS_INTERLEAVE(s8, int8_t, int8x8, int8x16)
__TCC_RS_INTERLEAVE(s16, int16_t, int16x4, int16x8)
__TCC_RS_INTERLEAVE(s32, int32_t, int32x2, int32x4)
__TCC_RS_INTERLEAVE(s64, int64_t, int64x1, int64x2)
__TCC_RS_INTERLEAVE(u8, uint8_t, uint8x8, uint8x16)
__TCC_RS_INTERLEAVE(u16, uint16_t, uint16x4, uint16x8)
__TCC_RS_INTERLEAVE(u32, uint32_t, uint32x2, uint32x4)
__TCC_RS_INTERLEAVE(u64, uint64_t, uint64x1, uint64x2)
__TCC_RS_INTERLEAVE(f32, float32_t, float32x2, float32x4)
__TCC_RS_INTERLEAVE(f64, float64_t, float64x1, float64x2)
__TCC_RS_INTERLEAVE(p8, poly8_t, poly8x8, poly8x16)
__TCC_RS_INTERLEAVE(p16, poly16_t, poly16x4, poly16x8)
#undef __TCC_RS_INTERLEAVE
#undef __TCC_RS_STN
#undef __TCC_RS_LDN

/* ---- Reinterpretation: the same 64 or 128 bits as another type ---- */

/* Every ordered pair of distinct types: __TCC_RS_SAME_T_S expands to two arguments, which
   makes __TCC_RS_CHECK give 1 instead of 0, for a type and itself. */
#define __TCC_RS_SECOND(A, B, ...) B
#define __TCC_RS_CHECK(...) __TCC_RS_SECOND(__VA_ARGS__, 0, )
#define __TCC_RS_CAT(A, B) A##B
#define __TCC_RS_UNLESS_0(X) X
#define __TCC_RS_UNLESS_1(X)
#define __TCC_RS_UNLESS(C, X) __TCC_RS_CAT(__TCC_RS_UNLESS_, C)(X)
#define __TCC_RS_SAME_s8_s8 ~, 1
#define __TCC_RS_SAME_s16_s16 ~, 1
#define __TCC_RS_SAME_s32_s32 ~, 1
#define __TCC_RS_SAME_s64_s64 ~, 1
#define __TCC_RS_SAME_u8_u8 ~, 1
#define __TCC_RS_SAME_u16_u16 ~, 1
#define __TCC_RS_SAME_u32_u32 ~, 1
#define __TCC_RS_SAME_u64_u64 ~, 1
#define __TCC_RS_SAME_f32_f32 ~, 1
#define __TCC_RS_SAME_f64_f64 ~, 1
#define __TCC_RS_SAME_p8_p8 ~, 1
#define __TCC_RS_SAME_p16_p16 ~, 1
#define __TCC_RS_SAME_p64_p64 ~, 1
#define __TCC_RS_REINTERPRET(T, TD, TQ, S, D, Q)                                             \
    __TCC_RS_UNLESS(__TCC_RS_CHECK(__TCC_RS_SAME_##T##_##S),                                 \
                    __TCC_RS_NEON TD vreinterpret_##T##_##S(D __a) { return (TD)__a; }       \
                    __TCC_RS_NEON TQ vreinterpretq_##T##_##S(Q __a) { return (TQ)__a; })
#define __TCC_RS_REINTERPRET_FROM(T, B, E, TD, TQ, UD, UQ, SD, SQ)                           \
    __TCC_RS_REINTERPRET(T, TD, TQ, s8, int8x8_t, int8x16_t)                                 \
    __TCC_RS_REINTERPRET(T, TD, TQ, s16, int16x4_t, int16x8_t)                               \
    __TCC_RS_REINTERPRET(T, TD, TQ, s32, int32x2_t, int32x4_t)                               \
    __TCC_RS_REINTERPRET(T, TD, TQ, s64, int64x1_t, int64x2_t)                               \
    __TCC_RS_REINTERPRET(T, TD, TQ, u8, uint8x8_t, uint8x16_t)                               \
    __TCC_RS_REINTERPRET(T, TD, TQ, u16, uint16x4_t, uint16x8_t)                             \
    __TCC_RS_REINTERPRET(T, TD, TQ, u32, uint32x2_t, uint32x4_t)                             \
    __TCC_RS_REINTERPRET(T, TD, TQ, u64, uint64x1_t, uint64x2_t)                             \
    __TCC_RS_REINTERPRET(T, TD, TQ, f32, float32x2_t, float32x4_t)                           \
    __TCC_RS_REINTERPRET(T, TD, TQ, f64, float64x1_t, float64x2_t)                           \
    __TCC_RS_REINTERPRET(T, TD, TQ, p8, poly8x8_t, poly8x16_t)                               \
    __TCC_RS_REINTERPRET(T, TD, TQ, p16, poly16x4_t, poly16x8_t)                             \
    __TCC_RS_REINTERPRET(T, TD, TQ, p64, poly64x1_t, poly64x2_t)
__TCC_RS_ALL(__TCC_RS_REINTERPRET_FROM)
#undef __TCC_RS_REINTERPRET_FROM
#undef __TCC_RS_REINTERPRET

/* ---- Arithmetic ---- */

#define __TCC_RS_BINOP(N, V, OP)                                                             \
    __TCC_RS_NEON V N(V __a, V __b) { return __a OP __b; }
#define __TCC_RS_MLA(N, V, OP)                                                               \
    __TCC_RS_NEON V N(V __a, V __b, V __c) { return __a OP __b * __c; }
#define __TCC_RS_BYSCALAR(N, V, E, OP)                                                       \
    __TCC_RS_NEON V N(V __a, E __b) { return __a OP __b; }
#define __TCC_RS_MLA_N(N, V, E, OP)                                                          \
    __TCC_RS_NEON V N(V __a, V __b, E __c) { return __a OP __b * __c; }
/* Integer lanes wrap: the arithmetic is done on the unsigned lanes. */
#define __TCC_RS_ADD_SUB(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_NEON D vadd_##S(D __a, D __b) { return (D)((UD)__a + (UD)__b); }                \
    __TCC_RS_NEON Q vaddq_##S(Q __a, Q __b) { return (Q)((UQ)__a + (UQ)__b); }               \
    __TCC_RS_NEON D vsub_##S(D __a, D __b) { return (D)((UD)__a - (UD)__b); }                \
    __TCC_RS_NEON Q vsubq_##S(Q __a, Q __b) { return (Q)((UQ)__a - (UQ)__b); }               \
    __TCC_RS_NEON D vneg_##S(D __a) { return (D)(-(UD)__a); }                                \
    __TCC_RS_NEON Q vnegq_##S(Q __a) { return (Q)(-(UQ)__a); }
__TCC_RS_INTS(__TCC_RS_ADD_SUB)
#define __TCC_RS_MUL(S, B, E, D, Q, UD, UQ, SD, SQ)                                          \
    __TCC_RS_NEON D vmul_##S(D __a, D __b) { return (D)((UD)__a * (UD)__b); }                \
    __TCC_RS_NEON Q vmulq_##S(Q __a, Q __b) { return (Q)((UQ)__a * (UQ)__b); }               \
    __TCC_RS_NEON D vmla_##S(D __a, D __b, D __c) { return (D)((UD)__a + (UD)__b * (UD)__c); } \
    __TCC_RS_NEON Q vmlaq_##S(Q __a, Q __b, Q __c)                                           \
    {                                                                                        \
        return (Q)((UQ)__a + (UQ)__b * (UQ)__c);                                             \
    }                                                                                        \
    __TCC_RS_NEON D vmls_##S(D __a, D __b, D __c) { return (D)((UD)__a - (UD)__b * (UD)__c); } \
    __TCC_RS_NEON Q vmlsq_##S(Q __a, Q __b, Q __c)                                           \
    {                                                                                        \
        return (Q)((UQ)__a - (UQ)__b * (UQ)__c);                                             \
    }
__TCC_RS_I8_32(__TCC_RS_MUL)
/* By a scalar or a lane: lanes of 16 and 32 bits, as the instructions have them. */
#define __TCC_RS_MUL_N(S, B, E, D, Q, UD, UQ, SD, SQ)                                        \
    __TCC_RS_NEON D vmul_n_##S(D __a, E __b) { return vmul_##S(__a, vdup_n_##S(__b)); }      \
    __TCC_RS_NEON Q vmulq_n_##S(Q __a, E __b) { return vmulq_##S(__a, vdupq_n_##S(__b)); }   \
    __TCC_RS_NEON D vmla_n_##S(D __a, D __b, E __c) { return vmla_##S(__a, __b, vdup_n_##S(__c)); } \
    __TCC_RS_NEON Q vmlaq_n_##S(Q __a, Q __b, E __c)                                         \
    {                                                                                        \
        return vmlaq_##S(__a, __b, vdupq_n_##S(__c));                                        \
    }                                                                                        \
    __TCC_RS_NEON D vmls_n_##S(D __a, D __b, E __c) { return vmls_##S(__a, __b, vdup_n_##S(__c)); } \
    __TCC_RS_NEON Q vmlsq_n_##S(Q __a, Q __b, E __c)                                         \
    {                                                                                        \
        return vmlsq_##S(__a, __b, vdupq_n_##S(__c));                                        \
    }                                                                                        \
    __TCC_RS_NEON D vmul_lane_##S(D __a, D __b, const int __l) { return vmul_n_##S(__a, __b[__l]); } \
    __TCC_RS_NEON Q vmulq_lane_##S(Q __a, D __b, const int __l) { return vmulq_n_##S(__a, __b[__l]); } \
    __TCC_RS_NEON D vmul_laneq_##S(D __a, Q __b, const int __l) { return vmul_n_##S(__a, __b[__l]); } \
    __TCC_RS_NEON Q vmulq_laneq_##S(Q __a, Q __b, const int __l)                             \
    {                                                                                        \
        return vmulq_n_##S(__a, __b[__l]);                                                   \
    }
#define __TCC_RS_16_32(M)                                                                    \
    M(s16, 16, int16_t, int16x4_t, int16x8_t, uint16x4_t, uint16x8_t, int16x4_t, int16x8_t)  \
    M(s32, 32, int32_t, int32x2_t, int32x4_t, uint32x2_t, uint32x4_t, int32x2_t, int32x4_t)  \
    M(u16, 16, uint16_t, uint16x4_t, uint16x8_t, uint16x4_t, uint16x8_t, int16x4_t,          \
      int16x8_t)                                                                             \
    M(u32, 32, uint32_t, uint32x2_t, uint32x4_t, uint32x2_t, uint32x4_t, int32x2_t, int32x4_t)
__TCC_RS_16_32(__TCC_RS_MUL_N)

/* Floating arithmetic: vmla/vmls round the product (not fused), vfma/vfms do not. */
#define __TCC_RS_FLOAT_ARITH(S, B, E, D, Q, UD, UQ, SD, SQ)                                  \
    __TCC_RS_DQ(__TCC_RS_BINOP, vadd, _, S, D, Q, +)                                            \
    __TCC_RS_DQ(__TCC_RS_BINOP, vsub, _, S, D, Q, -)                                            \
    __TCC_RS_DQ(__TCC_RS_BINOP, vmul, _, S, D, Q, *)                                            \
    __TCC_RS_DQ(__TCC_RS_BINOP, vdiv, _, S, D, Q, /)                                            \
    __TCC_RS_DQ(__TCC_RS_MLA, vmla, _, S, D, Q, +)                                              \
    __TCC_RS_DQ(__TCC_RS_MLA, vmls, _, S, D, Q, -)                                              \
    __TCC_RS_DQ(__TCC_RS_BYSCALAR, vmul, _n_, S, D, Q, E, *)                                    \
    __TCC_RS_DQ(__TCC_RS_MLA_N, vmla, _n_, S, D, Q, E, +)                                       \
    __TCC_RS_DQ(__TCC_RS_MLA_N, vmls, _n_, S, D, Q, E, -)                                       \
    __TCC_RS_NEON D vneg_##S(D __a) { return (D)((UD)__a ^ (UD)vdup_n_##S(-0.0)); }          \
    __TCC_RS_NEON Q vnegq_##S(Q __a) { return (Q)((UQ)__a ^ (UQ)vdupq_n_##S(-0.0)); }        \
    __TCC_RS_NEON D vabs_##S(D __a) { return (D)((UD)__a & ~(UD)vdup_n_##S(-0.0)); }         \
    __TCC_RS_NEON Q vabsq_##S(Q __a) { return (Q)((UQ)__a & ~(UQ)vdupq_n_##S(-0.0)); }       \
    __TCC_RS_NEON D vabd_##S(D __a, D __b) { return vabs_##S(__a - __b); }                   \
    __TCC_RS_NEON Q vabdq_##S(Q __a, Q __b) { return vabsq_##S(__a - __b); }                 \
    __TCC_RS_NEON D vmul_lane_##S(D __a, D __b, const int __l) { return __a * __b[__l]; }    \
    __TCC_RS_NEON Q vmulq_lane_##S(Q __a, D __b, const int __l) { return __a * __b[__l]; }   \
    __TCC_RS_NEON D vmul_laneq_##S(D __a, Q __b, const int __l) { return __a * __b[__l]; }   \
    __TCC_RS_NEON Q vmulq_laneq_##S(Q __a, Q __b, const int __l) { return __a * __b[__l]; }
__TCC_RS_FLOATS(__TCC_RS_FLOAT_ARITH)

#define __TCC_RS_LANEWISE1(N, V, F)                                                          \
    __TCC_RS_NEON V N(V __a)                                                                 \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++)                                        \
            __a[__i] = F(__a[__i]);                                                          \
        return __a;                                                                          \
    }
#define __TCC_RS_FMA(N, V, F, SIGN)                                                          \
    __TCC_RS_NEON V N(V __a, V __b, V __c)                                                   \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++)                                        \
            __a[__i] = F(SIGN __b[__i], __c[__i], __a[__i]);                                 \
        return __a;                                                                          \
    }
/* Rounding to an integral value, ties to even (frintn), whatever the rounding mode. */
#define __TCC_RS_ROUND_EVEN(E, SFX)                                                          \
    __TCC_RS_NEON E __tcc_rs_round_even##SFX(E __x)                                          \
    {                                                                                        \
        E __t = __builtin_floor##SFX(__x), __d = __x - __t, __r;                             \
        if (__x != __x)                                                                      \
            return __x + __x;                                                                \
        __r = __d > (E)0.5 || (__d == (E)0.5 && __builtin_floor##SFX(__t / 2) * 2 != __t) ? __t + 1 : __t; \
        return __builtin_copysign##SFX(__r, __x);                                            \
    }
__TCC_RS_ROUND_EVEN(float, f)
__TCC_RS_ROUND_EVEN(double, )
#define __TCC_RS_FLOAT_MATH(S, E, D, Q, SFX)                                                 \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vsqrt, _, S, D, Q, __builtin_sqrt##SFX)                     \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vrnd, _, S, D, Q, __builtin_trunc##SFX)                     \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vrndm, _, S, D, Q, __builtin_floor##SFX)                    \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vrndp, _, S, D, Q, __builtin_ceil##SFX)                     \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vrnda, _, S, D, Q, __builtin_round##SFX)                    \
    __TCC_RS_DQ(__TCC_RS_LANEWISE1, vrndn, _, S, D, Q, __tcc_rs_round_even##SFX)                \
    __TCC_RS_DQ(__TCC_RS_FMA, vfma, _, S, D, Q, __builtin_fma##SFX, +)                          \
    __TCC_RS_DQ(__TCC_RS_FMA, vfms, _, S, D, Q, __builtin_fma##SFX, -)                          \
    __TCC_RS_NEON D vfma_n_##S(D __a, D __b, E __c) { return vfma_##S(__a, __b, vdup_n_##S(__c)); } \
    __TCC_RS_NEON Q vfmaq_n_##S(Q __a, Q __b, E __c)                                         \
    {                                                                                        \
        return vfmaq_##S(__a, __b, vdupq_n_##S(__c));                                        \
    }
__TCC_RS_FLOAT_MATH(f32, float32_t, float32x2_t, float32x4_t, f)
__TCC_RS_FLOAT_MATH(f64, float64_t, float64x1_t, float64x2_t, )

/* Integer absolute value and difference; the saturating forms. */
#define __TCC_RS_INT_ABS(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_NEON D vabs_##S(D __a)                                                          \
    {                                                                                        \
        UD __m = (UD)(__a < 0);                                                              \
        return (D)(((UD)__a ^ __m) - __m);                                                   \
    }                                                                                        \
    __TCC_RS_NEON Q vabsq_##S(Q __a)                                                         \
    {                                                                                        \
        UQ __m = (UQ)(__a < 0);                                                              \
        return (Q)(((UQ)__a ^ __m) - __m);                                                   \
    }                                                                                        \
    __TCC_RS_NEON D vqabs_##S(D __a)                                                         \
    {                                                                                        \
        D __r = vabs_##S(__a);                                                               \
        return (D)((UD)__r + (UD)(__r < 0));                                                         \
    }                                                                                        \
    __TCC_RS_NEON Q vqabsq_##S(Q __a)                                                        \
    {                                                                                        \
        Q __r = vabsq_##S(__a);                                                              \
        return (Q)((UQ)__r + (UQ)(__r < 0));                                                         \
    }                                                                                        \
    __TCC_RS_NEON D vqneg_##S(D __a)                                                         \
    {                                                                                        \
        D __r = vneg_##S(__a);                                                               \
        return (D)((UD)__r + (UD)((__a < 0) & (__r < 0)));                                                 \
    }                                                                                        \
    __TCC_RS_NEON Q vqnegq_##S(Q __a)                                                        \
    {                                                                                        \
        Q __r = vnegq_##S(__a);                                                              \
        return (Q)((UQ)__r + (UQ)((__a < 0) & (__r < 0)));                                                 \
    }
__TCC_RS_SINTS(__TCC_RS_INT_ABS)

/* Lane loops over pairs of lanes, computed exactly in a long long (lanes of 32 bits or
   fewer). */
#define __TCC_RS_LANEWISE2(N, V, E, EXPR)                                                    \
    __TCC_RS_NEON V N(V __a, V __b)                                                          \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            long long __x = __a[__i], __y = __b[__i];                                        \
            __a[__i] = (E)(EXPR);                                                            \
        }                                                                                    \
        return __a;                                                                          \
    }
#define __TCC_RS_HALVING(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_DQ(__TCC_RS_LANEWISE2, vhadd, _, S, D, Q, E, (__x + __y) >> 1)                     \
    __TCC_RS_DQ(__TCC_RS_LANEWISE2, vrhadd, _, S, D, Q, E, (__x + __y + 1) >> 1)                \
    __TCC_RS_DQ(__TCC_RS_LANEWISE2, vhsub, _, S, D, Q, E, (__x - __y) >> 1)                     \
    __TCC_RS_DQ(__TCC_RS_LANEWISE2, vabd, _, S, D, Q, E, __x < __y ? __y - __x : __x - __y)     \
    __TCC_RS_NEON D vaba_##S(D __a, D __b, D __c) { return vadd_##S(__a, vabd_##S(__b, __c)); } \
    __TCC_RS_NEON Q vabaq_##S(Q __a, Q __b, Q __c) { return vaddq_##S(__a, vabdq_##S(__b, __c)); }
__TCC_RS_I8_32(__TCC_RS_HALVING)

/* Saturating addition and subtraction, for 64-bit lanes too: the overflow builtins tell when
   the wrapped result is not the exact one, and the exact one's sign is then the first
   operand's (signed) or the operation's (unsigned). */
#define __TCC_RS_QADDSUB(N, V, E, B, OP, SAT_UNSIGNED)                                       \
    __TCC_RS_NEON V N(V __a, V __b)                                                          \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            E __r;                                                                           \
            if (__builtin_##OP##_overflow(__a[__i], __b[__i], &__r))                         \
                __r = __TCC_RS_SIGNED(E) ? (__a[__i] < 0 ? __TCC_RS_MIN(E, B) : __TCC_RS_MAX(E, B)) \
                                         : SAT_UNSIGNED;                                     \
            __a[__i] = __r;                                                                  \
        }                                                                                    \
        return __a;                                                                          \
    }
#define __TCC_RS_SATURATING(S, B, E, D, Q, UD, UQ, SD, SQ)                                   \
    __TCC_RS_DQ(__TCC_RS_QADDSUB, vqadd, _, S, D, Q, E, B, add, __TCC_RS_MAX(E, B))             \
    __TCC_RS_DQ(__TCC_RS_QADDSUB, vqsub, _, S, D, Q, E, B, sub, (E)0)
__TCC_RS_INTS(__TCC_RS_SATURATING)

/* ---- Bitwise operations ---- */

#define __TCC_RS_BITWISE(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_DQ(__TCC_RS_BINOP, vand, _, S, D, Q, &)                                            \
    __TCC_RS_DQ(__TCC_RS_BINOP, vorr, _, S, D, Q, |)                                            \
    __TCC_RS_DQ(__TCC_RS_BINOP, veor, _, S, D, Q, ^)                                            \
    __TCC_RS_NEON D vbic_##S(D __a, D __b) { return __a & ~__b; }                            \
    __TCC_RS_NEON Q vbicq_##S(Q __a, Q __b) { return __a & ~__b; }                           \
    __TCC_RS_NEON D vorn_##S(D __a, D __b) { return __a | ~__b; }                            \
    __TCC_RS_NEON Q vornq_##S(Q __a, Q __b) { return __a | ~__b; }
__TCC_RS_INTS(__TCC_RS_BITWISE)
#define __TCC_RS_MVN(S, B, E, D, Q, UD, UQ, SD, SQ)                                          \
    __TCC_RS_NEON D vmvn_##S(D __a) { return ~__a; }                                         \
    __TCC_RS_NEON Q vmvnq_##S(Q __a) { return ~__a; }
__TCC_RS_I8_32(__TCC_RS_MVN)
__TCC_RS_NEON poly8x8_t vmvn_p8(poly8x8_t __a) { return ~__a; }
__TCC_RS_NEON poly8x16_t vmvnq_p8(poly8x16_t __a) { return ~__a; }
/* vbsl: the bits of a where the mask has ones, of b elsewhere. */
#define __TCC_RS_BSL(S, B, E, D, Q, UD, UQ, SD, SQ)                                          \
    __TCC_RS_NEON D vbsl_##S(UD __m, D __a, D __b) { return (D)(((UD)__a & __m) | ((UD)__b & ~__m)); } \
    __TCC_RS_NEON Q vbslq_##S(UQ __m, Q __a, Q __b)                                          \
    {                                                                                        \
        return (Q)(((UQ)__a & __m) | ((UQ)__b & ~__m));                                      \
    }
__TCC_RS_ALL(__TCC_RS_BSL)

/* ---- Comparisons: lanes of all ones where true ---- */

#define __TCC_RS_CMP(N, V, U, OP)                                                            \
    __TCC_RS_NEON U N(V __a, V __b) { return (U)(__a OP __b); }
#define __TCC_RS_CMPZ(N, V, U, OP)                                                           \
    __TCC_RS_NEON U N(V __a) { return (U)(__a OP 0); }
#define __TCC_RS_COMPARE(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_NEON UD vceq_##S(D __a, D __b) { return (UD)(__a == __b); }                     \
    __TCC_RS_NEON UQ vceqq_##S(Q __a, Q __b) { return (UQ)(__a == __b); }                    \
    __TCC_RS_NEON UD vcgt_##S(D __a, D __b) { return (UD)(__a > __b); }                      \
    __TCC_RS_NEON UQ vcgtq_##S(Q __a, Q __b) { return (UQ)(__a > __b); }                     \
    __TCC_RS_NEON UD vcge_##S(D __a, D __b) { return (UD)(__a >= __b); }                     \
    __TCC_RS_NEON UQ vcgeq_##S(Q __a, Q __b) { return (UQ)(__a >= __b); }                    \
    __TCC_RS_NEON UD vclt_##S(D __a, D __b) { return (UD)(__a < __b); }                      \
    __TCC_RS_NEON UQ vcltq_##S(Q __a, Q __b) { return (UQ)(__a < __b); }                     \
    __TCC_RS_NEON UD vcle_##S(D __a, D __b) { return (UD)(__a <= __b); }                     \
    __TCC_RS_NEON UQ vcleq_##S(Q __a, Q __b) { return (UQ)(__a <= __b); }                    \
    __TCC_RS_NEON UD vceqz_##S(D __a) { return (UD)(__a == 0); }                             \
    __TCC_RS_NEON UQ vceqzq_##S(Q __a) { return (UQ)(__a == 0); }
__TCC_RS_INTS(__TCC_RS_COMPARE)
__TCC_RS_FLOATS(__TCC_RS_COMPARE)
#define __TCC_RS_COMPARE_ZERO(S, B, E, D, Q, UD, UQ, SD, SQ)                                 \
    __TCC_RS_NEON UD vcgtz_##S(D __a) { return (UD)(__a > 0); }                              \
    __TCC_RS_NEON UQ vcgtzq_##S(Q __a) { return (UQ)(__a > 0); }                             \
    __TCC_RS_NEON UD vcgez_##S(D __a) { return (UD)(__a >= 0); }                             \
    __TCC_RS_NEON UQ vcgezq_##S(Q __a) { return (UQ)(__a >= 0); }                            \
    __TCC_RS_NEON UD vcltz_##S(D __a) { return (UD)(__a < 0); }                              \
    __TCC_RS_NEON UQ vcltzq_##S(Q __a) { return (UQ)(__a < 0); }                             \
    __TCC_RS_NEON UD vclez_##S(D __a) { return (UD)(__a <= 0); }                             \
    __TCC_RS_NEON UQ vclezq_##S(Q __a) { return (UQ)(__a <= 0); }
__TCC_RS_SINTS(__TCC_RS_COMPARE_ZERO)
__TCC_RS_FLOATS(__TCC_RS_COMPARE_ZERO)
#define __TCC_RS_TST(S, B, E, D, Q, UD, UQ, SD, SQ)                                          \
    __TCC_RS_NEON UD vtst_##S(D __a, D __b) { return (UD)((__a & __b) != 0); }               \
    __TCC_RS_NEON UQ vtstq_##S(Q __a, Q __b) { return (UQ)((__a & __b) != 0); }
__TCC_RS_INTS(__TCC_RS_TST)
__TCC_RS_NEON uint8x8_t vtst_p8(poly8x8_t __a, poly8x8_t __b) { return (uint8x8_t)((__a & __b) != 0); }
__TCC_RS_NEON uint8x16_t vtstq_p8(poly8x16_t __a, poly8x16_t __b) { return (uint8x16_t)((__a & __b) != 0); }
/* Absolute comparisons of floats: |a| against |b|. */
#define __TCC_RS_ABS_COMPARE(S, B, E, D, Q, UD, UQ, SD, SQ)                                  \
    __TCC_RS_NEON UD vcagt_##S(D __a, D __b) { return vcgt_##S(vabs_##S(__a), vabs_##S(__b)); } \
    __TCC_RS_NEON UQ vcagtq_##S(Q __a, Q __b) { return vcgtq_##S(vabsq_##S(__a), vabsq_##S(__b)); } \
    __TCC_RS_NEON UD vcage_##S(D __a, D __b) { return vcge_##S(vabs_##S(__a), vabs_##S(__b)); } \
    __TCC_RS_NEON UQ vcageq_##S(Q __a, Q __b) { return vcgeq_##S(vabsq_##S(__a), vabsq_##S(__b)); } \
    __TCC_RS_NEON UD vcalt_##S(D __a, D __b) { return vcagt_##S(__b, __a); }                 \
    __TCC_RS_NEON UQ vcaltq_##S(Q __a, Q __b) { return vcagtq_##S(__b, __a); }               \
    __TCC_RS_NEON UD vcale_##S(D __a, D __b) { return vcage_##S(__b, __a); }                 \
    __TCC_RS_NEON UQ vcaleq_##S(Q __a, Q __b) { return vcageq_##S(__b, __a); }
__TCC_RS_FLOATS(__TCC_RS_ABS_COMPARE)

/* ---- Minimum and maximum ---- */

#define __TCC_RS_INT_MINMAX(N, V, OP)                                                        \
    __TCC_RS_NEON V N(V __a, V __b)                                                          \
    {                                                                                        \
        V __m = (V)(__a OP __b);                                                             \
        return (__a & __m) | (__b & ~__m);                                                   \
    }
#define __TCC_RS_INT_MINMAXES(S, B, E, D, Q, UD, UQ, SD, SQ)                                 \
    __TCC_RS_DQ(__TCC_RS_INT_MINMAX, vmin, _, S, D, Q, <)                                   \
    __TCC_RS_DQ(__TCC_RS_INT_MINMAX, vmax, _, S, D, Q, >)
__TCC_RS_I8_32(__TCC_RS_INT_MINMAXES)
/* fmin/fmax: an unordered pair gives the NaN the pair's sum gives (the architecture's NaN
   propagation, the same for both instructions), equal lanes the bitwise or (min: -0 of a
   pair of zeros) or and (max: +0) of the two. */
#define __TCC_RS_FLOAT_MINMAX(N, V, LESS, GREATER, EQUAL)                                    \
    __TCC_RS_NEON V N(V __a, V __b)                                                          \
    {                                                                                        \
        typedef __typeof__(__a < __b) U;                                                     \
        U __ua = (U)__a, __ub = (U)__b;                                                      \
        U __lt = (U)(__a LESS __b), __gt = (U)(__a GREATER __b), __eq = (U)(__a == __b);     \
        U __nan = ~(__lt | __gt | __eq);                                                     \
        return (V)((__lt & __ua) | (__gt & __ub) | (__eq & (__ua EQUAL __ub)) | (__nan & (U)(__a + __b))); \
    }
#define __TCC_RS_FLOAT_MINMAXES(S, B, E, D, Q, UD, UQ, SD, SQ)                               \
    __TCC_RS_DQ(__TCC_RS_FLOAT_MINMAX, vmin, _, S, D, Q, <, >, |)                           \
    __TCC_RS_DQ(__TCC_RS_FLOAT_MINMAX, vmax, _, S, D, Q, >, <, &)
__TCC_RS_FLOATS(__TCC_RS_FLOAT_MINMAXES)

/* ---- Shifts ---- */

/* The shift right of each lane by n in 0...lane bits (the sign, or 0, at the lane width). */
#define __TCC_RS_SHR(N, V, E, B)                                                             \
    __TCC_RS_NEON V N(V __a, const int __n)                                                  \
    {                                                                                        \
        if (__n < (B))                                                                       \
            return __a >> __n;                                                               \
        return __TCC_RS_SIGNED(E) ? __a >> ((B)-1) : __a ^ __a;                              \
    }
#define __TCC_RS_SHL(N, V, U)                                                                \
    __TCC_RS_NEON V N(V __a, const int __n) { return (V)((U)__a << __n); }
/* Rounding shift right: the shift of a plus half the last place, without its overflow. */
#define __TCC_RS_RSHR(N, V, E, B, SHR)                                                       \
    __TCC_RS_NEON V N(V __a, const int __n) { return SHR(__a, __n) + (SHR(__a, __n - 1) & 1); }
/* Shift by a vector: by the signed low byte of each lane of b, left when positive, right
   when negative, out-of-range counts giving 0 or the sign. */
#define __TCC_RS_SHL_VECTOR(N, V, E, B, SV)                                                  \
    __TCC_RS_NEON V N(V __a, SV __b)                                                         \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            int __s = (signed char)__b[__i];                                                 \
            E __x = __a[__i];                                                                \
            if (__s >= (B))                                                                  \
                __x = 0;                                                                     \
            else if (__s >= 0)                                                               \
                __x = (E)((unsigned long long)__x << __s);                                   \
            else if (__s > -(B))                                                             \
                __x = __x >> -__s;                                                           \
            else                                                                             \
                __x = __TCC_RS_SIGNED(E) ? __x >> ((B)-1) : 0;                               \
            __a[__i] = __x;                                                                  \
        }                                                                                    \
        return __a;                                                                          \
    }
#define __TCC_RS_SHIFTS(S, B, E, D, Q, UD, UQ, SD, SQ)                                       \
    __TCC_RS_NEON D vshl_n_##S(D __a, const int __n) { return (D)((UD)__a << __n); }         \
    __TCC_RS_NEON Q vshlq_n_##S(Q __a, const int __n) { return (Q)((UQ)__a << __n); }        \
    __TCC_RS_DQ(__TCC_RS_SHR, vshr, _n_, S, D, Q, E, B)                                         \
    __TCC_RS_RSHR(vrshr_n_##S, D, E, B, vshr_n_##S)                                          \
    __TCC_RS_RSHR(vrshrq_n_##S, Q, E, B, vshrq_n_##S)                                        \
    __TCC_RS_NEON D vsra_n_##S(D __a, D __b, const int __n) { return vadd_##S(__a, vshr_n_##S(__b, __n)); } \
    __TCC_RS_NEON Q vsraq_n_##S(Q __a, Q __b, const int __n)                                 \
    {                                                                                        \
        return vaddq_##S(__a, vshrq_n_##S(__b, __n));                                        \
    }                                                                                        \
    __TCC_RS_NEON D vrsra_n_##S(D __a, D __b, const int __n) { return vadd_##S(__a, vrshr_n_##S(__b, __n)); } \
    __TCC_RS_NEON Q vrsraq_n_##S(Q __a, Q __b, const int __n)                                \
    {                                                                                        \
        return vaddq_##S(__a, vrshrq_n_##S(__b, __n));                                       \
    }                                                                                        \
    __TCC_RS_SHL_VECTOR(vshl_##S, D, E, B, SD)                                               \
    __TCC_RS_SHL_VECTOR(vshlq_##S, Q, E, B, SQ)
__TCC_RS_INTS(__TCC_RS_SHIFTS)
/* Shift and insert: b shifted left (vsli, n in 0...bits-1) or right (vsri, n in 1...bits)
   into a, whose bits the shift vacates are kept. */
#define __TCC_RS_SLI(N, V, U)                                                                \
    __TCC_RS_NEON V N(V __a, V __b, const int __n)                                           \
    {                                                                                        \
        U __keep = ~(~(U){0} << __n);                                                        \
        return (V)(((U)__a & __keep) | ((U)__b << __n));                                     \
    }
#define __TCC_RS_SRI(N, V, U, B)                                                             \
    __TCC_RS_NEON V N(V __a, V __b, const int __n)                                           \
    {                                                                                        \
        U __keep;                                                                            \
        if (__n >= (B))                                                                      \
            return __a;                                                                      \
        __keep = ~(~(U){0} >> __n);                                                          \
        return (V)(((U)__a & __keep) | ((U)__b >> __n));                                     \
    }
#define __TCC_RS_INSERTS(S, B, E, D, Q, UD, UQ, SD, SQ)                                      \
    __TCC_RS_SLI(vsli_n_##S, D, UD) __TCC_RS_SLI(vsliq_n_##S, Q, UQ)                         \
    __TCC_RS_SRI(vsri_n_##S, D, UD, B) __TCC_RS_SRI(vsriq_n_##S, Q, UQ, B)
__TCC_RS_INTS(__TCC_RS_INSERTS)
/* Saturating shift left by n in 0...bits-1: a lane whose bits do not all survive the shift
   (shifting back does not give it) becomes the limit of its sign. */
#define __TCC_RS_QSHL_N(N, V, E, B)                                                          \
    __TCC_RS_NEON V N(V __a, const int __n)                                                  \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            E __x = __a[__i], __r = (E)((unsigned long long)__x << __n);                     \
            if ((E)(__r >> __n) != __x)                                                      \
                __r = __x < 0 ? __TCC_RS_MIN(E, B) : __TCC_RS_MAX(E, B);                     \
            __a[__i] = __r;                                                                  \
        }                                                                                    \
        return __a;                                                                          \
    }
#define __TCC_RS_QSHLS(S, B, E, D, Q, UD, UQ, SD, SQ)                                        \
    __TCC_RS_DQ(__TCC_RS_QSHL_N, vqshl, _n_, S, D, Q, E, B)
__TCC_RS_INTS(__TCC_RS_QSHLS)
__TCC_RS_P8_16(__TCC_RS_INSERTS)

/* ---- Widening and narrowing ---- */

#define __TCC_RS_WIDENING(NS, WS, NE, WE, ND, NQ, WD, WQ)                                    \
    __TCC_RS_NEON WQ vmovl_##NS(ND __a) { return __builtin_convertvector(__a, WQ); }         \
    __TCC_RS_NEON WQ vmovl_high_##NS(NQ __a) { return vmovl_##NS(vget_high_##NS(__a)); }     \
    __TCC_RS_NEON ND vmovn_##WS(WQ __a) { return __builtin_convertvector(__a, ND); }         \
    __TCC_RS_NEON NQ vmovn_high_##WS(ND __r, WQ __a) { return vcombine_##NS(__r, vmovn_##WS(__a)); } \
    __TCC_RS_NEON ND vqmovn_##WS(WQ __a)                                                     \
    {                                                                                        \
        ND __r;                                                                              \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(ND); __i++)                                       \
            __r[__i] = __a[__i] > __TCC_RS_MAX(NE, sizeof(NE) * 8)   ? __TCC_RS_MAX(NE, sizeof(NE) * 8) \
                       : __a[__i] < __TCC_RS_MIN(NE, sizeof(NE) * 8) ? __TCC_RS_MIN(NE, sizeof(NE) * 8) \
                                                                     : (NE)__a[__i];         \
        return __r;                                                                          \
    }                                                                                        \
    __TCC_RS_NEON NQ vqmovn_high_##WS(ND __r, WQ __a) { return vcombine_##NS(__r, vqmovn_##WS(__a)); } \
    __TCC_RS_NEON WQ vmull_##NS(ND __a, ND __b) { return vmovl_##NS(__a) * vmovl_##NS(__b); } \
    __TCC_RS_NEON WQ vmull_high_##NS(NQ __a, NQ __b)                                         \
    {                                                                                        \
        return vmull_##NS(vget_high_##NS(__a), vget_high_##NS(__b));                         \
    }                                                                                        \
    __TCC_RS_NEON WQ vmlal_##NS(WQ __a, ND __b, ND __c) { return vaddq_##WS(__a, vmull_##NS(__b, __c)); } \
    __TCC_RS_NEON WQ vmlal_high_##NS(WQ __a, NQ __b, NQ __c)                                 \
    {                                                                                        \
        return vaddq_##WS(__a, vmull_high_##NS(__b, __c));                                   \
    }                                                                                        \
    __TCC_RS_NEON WQ vmlsl_##NS(WQ __a, ND __b, ND __c) { return vsubq_##WS(__a, vmull_##NS(__b, __c)); } \
    __TCC_RS_NEON WQ vmlsl_high_##NS(WQ __a, NQ __b, NQ __c)                                 \
    {                                                                                        \
        return vsubq_##WS(__a, vmull_high_##NS(__b, __c));                                   \
    }                                                                                        \
    __TCC_RS_NEON WQ vaddl_##NS(ND __a, ND __b) { return vmovl_##NS(__a) + vmovl_##NS(__b); } \
    __TCC_RS_NEON WQ vsubl_##NS(ND __a, ND __b) { return vsubq_##WS(vmovl_##NS(__a), vmovl_##NS(__b)); } \
    __TCC_RS_NEON WQ vaddw_##NS(WQ __a, ND __b) { return vaddq_##WS(__a, vmovl_##NS(__b)); } \
    __TCC_RS_NEON WQ vsubw_##NS(WQ __a, ND __b) { return vsubq_##WS(__a, vmovl_##NS(__b)); } \
    __TCC_RS_NEON WQ vabdl_##NS(ND __a, ND __b)                                              \
    {                                                                                        \
        WQ __r;                                                                              \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(WQ); __i++)                                       \
            __r[__i] = __a[__i] < __b[__i] ? (WE)__b[__i] - __a[__i] : (WE)__a[__i] - __b[__i]; \
        return __r;                                                                          \
    }                                                                                        \
    __TCC_RS_NEON WQ vshll_n_##NS(ND __a, const int __n) { return vshlq_n_##WS(vmovl_##NS(__a), __n); } \
    __TCC_RS_NEON WQ vshll_high_n_##NS(NQ __a, const int __n)                                \
    {                                                                                        \
        return vshll_n_##NS(vget_high_##NS(__a), __n);                                       \
    }                                                                                        \
    __TCC_RS_NEON ND vshrn_n_##WS(WQ __a, const int __n) { return vmovn_##WS(vshrq_n_##WS(__a, __n)); } \
    __TCC_RS_NEON ND vrshrn_n_##WS(WQ __a, const int __n) { return vmovn_##WS(vrshrq_n_##WS(__a, __n)); } \
    __TCC_RS_NEON ND vqshrn_n_##WS(WQ __a, const int __n) { return vqmovn_##WS(vshrq_n_##WS(__a, __n)); } \
    __TCC_RS_NEON WD vpaddl_##NS(ND __a)                                                     \
    {                                                                                        \
        WD __r;                                                                              \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(WD); __i++)                                       \
            __r[__i] = (WE)__a[2 * __i] + (WE)__a[2 * __i + 1];                              \
        return __r;                                                                          \
    }                                                                                        \
    __TCC_RS_NEON WQ vpaddlq_##NS(NQ __a)                                                    \
    {                                                                                        \
        return vcombine_##WS(vpaddl_##NS(vget_low_##NS(__a)), vpaddl_##NS(vget_high_##NS(__a))); \
    }                                                                                        \
    __TCC_RS_NEON WD vpadal_##NS(WD __a, ND __b) { return vadd_##WS(__a, vpaddl_##NS(__b)); } \
    __TCC_RS_NEON WQ vpadalq_##NS(WQ __a, NQ __b) { return vaddq_##WS(__a, vpaddlq_##NS(__b)); } \
    __TCC_RS_NEON WE vaddlv_##NS(ND __a)                                                     \
    {                                                                                        \
        WE __s = 0;                                                                          \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(ND); __i++)                                       \
            __s += __a[__i];                                                                 \
        return __s;                                                                          \
    }                                                                                        \
    __TCC_RS_NEON WE vaddlvq_##NS(NQ __a)                                                    \
    {                                                                                        \
        return vaddlv_##NS(vget_low_##NS(__a)) + vaddlv_##NS(vget_high_##NS(__a));           \
    }
__TCC_RS_WIDEN(__TCC_RS_WIDENING)
#define __TCC_RS_MULL_N(NS, WS, NE, WE, ND, NQ, WD, WQ)                                      \
    __TCC_RS_NEON WQ vmull_n_##NS(ND __a, NE __b) { return vmull_##NS(__a, vdup_n_##NS(__b)); }
__TCC_RS_MULL_N(s16, s32, int16_t, int32_t, int16x4_t, int16x8_t, int32x2_t, int32x4_t)
__TCC_RS_MULL_N(s32, s64, int32_t, int64_t, int32x2_t, int32x4_t, int64x1_t, int64x2_t)
__TCC_RS_MULL_N(u16, u32, uint16_t, uint32_t, uint16x4_t, uint16x8_t, uint32x2_t, uint32x4_t)
__TCC_RS_MULL_N(u32, u64, uint32_t, uint64_t, uint32x2_t, uint32x4_t, uint64x1_t, uint64x2_t)

/* Narrowing of signed lanes to unsigned ones, saturating. */
#define __TCC_RS_QMOVUN(WS, NU, WQ, ND, NQ, NE)                                              \
    __TCC_RS_NEON ND vqmovun_##WS(WQ __a)                                                    \
    {                                                                                        \
        ND __r;                                                                              \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(ND); __i++)                                       \
            __r[__i] = __a[__i] < 0 ? 0 : __a[__i] > (NE)-1 ? (NE)-1 : (NE)__a[__i];         \
        return __r;                                                                          \
    }                                                                                        \
    __TCC_RS_NEON NQ vqmovun_high_##WS(ND __r, WQ __a) { return vcombine_##NU(__r, vqmovun_##WS(__a)); }
__TCC_RS_QMOVUN(s16, u8, int16x8_t, uint8x8_t, uint8x16_t, uint8_t)
__TCC_RS_QMOVUN(s32, u16, int32x4_t, uint16x4_t, uint16x8_t, uint16_t)
__TCC_RS_QMOVUN(s64, u32, int64x2_t, uint32x2_t, uint32x4_t, uint32_t)

/* ---- Permutations ---- */

/* vext: lanes n... of the concatenation of a and b, as a shift of the two vectors' bits
   taken together as one integer (lane 0 is the low end): no loop over lanes. */
#define __TCC_RS_EXT(N, V, T)                                                                \
    __TCC_RS_NEON V N(V __a, V __b, const int __n)                                           \
    {                                                                                        \
        int __s = __n * (int)sizeof(__a[0]) * 8;                                             \
        if (__s == 0)                                                                        \
            return __a;                                                                      \
        return (V)(((T)__a >> __s) | ((T)__b << (sizeof(V) * 8 - __s)));                     \
    }
/* zip, uzp and trn, first (P = 0) and second (P = 1) halves: lane i of the result as an
   index into the concatenation of a and b. */
#define __TCC_RS_PERMUTE(N, V, INDEX)                                                        \
    __TCC_RS_NEON V N(V __a, V __b)                                                          \
    {                                                                                        \
        V __r;                                                                               \
        int __i, __l = __TCC_RS_LANES(V);                                                    \
        for (__i = 0; __i < __l; __i++) {                                                    \
            int __k = (INDEX);                                                               \
            __r[__i] = __k < __l ? __a[__k] : __b[__k - __l];                                \
        }                                                                                    \
        return __r;                                                                          \
    }
#define __TCC_RS_ZIP(P) (__i / 2 + (P) * (__l / 2) + (__i % 2) * __l)
#define __TCC_RS_UZP(P) (2 * __i + (P))
#define __TCC_RS_TRN(P) ((__i & ~1) + (P) + (__i % 2) * __l)
#define __TCC_RS_PERMUTES_OF(N, V)                                                           \
    __TCC_RS_PERMUTE(vzip1##N, V, __TCC_RS_ZIP(0))                                           \
    __TCC_RS_PERMUTE(vzip2##N, V, __TCC_RS_ZIP(1))                                           \
    __TCC_RS_PERMUTE(vuzp1##N, V, __TCC_RS_UZP(0))                                           \
    __TCC_RS_PERMUTE(vuzp2##N, V, __TCC_RS_UZP(1))                                           \
    __TCC_RS_PERMUTE(vtrn1##N, V, __TCC_RS_TRN(0))                                           \
    __TCC_RS_PERMUTE(vtrn2##N, V, __TCC_RS_TRN(1))
/* The pairs of both halves (vzip_s8...), as Armv7 has them. */
#define __TCC_RS_PAIR(N, V, T, FIRST, SECOND)                                                \
    __TCC_RS_NEON T N(V __a, V __b)                                                          \
    {                                                                                        \
        T __r = {{FIRST(__a, __b), SECOND(__a, __b)}};                                       \
        return __r;                                                                          \
    }
#define __TCC_RS_PAIRS_OF(N, Q, V, T)                                                        \
    __TCC_RS_PAIR(vzip##Q##_##N, V, T, vzip1##Q##_##N, vzip2##Q##_##N)                       \
    __TCC_RS_PAIR(vuzp##Q##_##N, V, T, vuzp1##Q##_##N, vuzp2##Q##_##N)                       \
    __TCC_RS_PAIR(vtrn##Q##_##N, V, T, vtrn1##Q##_##N, vtrn2##Q##_##N)
#define __TCC_RS_PERMUTES_D(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_PERMUTES_OF(_##S, D)
#define __TCC_RS_PERMUTES_Q(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_PERMUTES_OF(q_##S, Q)
__TCC_RS_MULTI(__TCC_RS_PERMUTES_D)
__TCC_RS_ALL(__TCC_RS_PERMUTES_Q)
#define __TCC_RS_EXTS(S, B, E, D, Q, UD, UQ, SD, SQ)                                         \
    __TCC_RS_EXT(vext_##S, D, uint64_t) __TCC_RS_EXT(vextq_##S, Q, unsigned __int128)
__TCC_RS_ALL(__TCC_RS_EXTS)
#define __TCC_RS_PAIR_TYPES(S, D2, Q2, D, Q)                                                 \
    __TCC_RS_PAIRS_OF(S, , D, D2) __TCC_RS_PAIRS_OF(S, q, Q, Q2)
__TCC_RS_PAIR_TYPES(s8, int8x8x2_t, int8x16x2_t, int8x8_t, int8x16_t)
__TCC_RS_PAIR_TYPES(s16, int16x4x2_t, int16x8x2_t, int16x4_t, int16x8_t)
__TCC_RS_PAIR_TYPES(s32, int32x2x2_t, int32x4x2_t, int32x2_t, int32x4_t)
__TCC_RS_PAIR_TYPES(u8, uint8x8x2_t, uint8x16x2_t, uint8x8_t, uint8x16_t)
__TCC_RS_PAIR_TYPES(u16, uint16x4x2_t, uint16x8x2_t, uint16x4_t, uint16x8_t)
__TCC_RS_PAIR_TYPES(u32, uint32x2x2_t, uint32x4x2_t, uint32x2_t, uint32x4_t)
__TCC_RS_PAIR_TYPES(f32, float32x2x2_t, float32x4x2_t, float32x2_t, float32x4_t)
__TCC_RS_PAIR_TYPES(p8, poly8x8x2_t, poly8x16x2_t, poly8x8_t, poly8x16_t)
__TCC_RS_PAIR_TYPES(p16, poly16x4x2_t, poly16x8x2_t, poly16x4_t, poly16x8_t)

/* vrev16/32/64: the lanes reversed within each group of 16, 32 or 64 bits. */
#define __TCC_RS_REV(N, V, E, G)                                                             \
    __TCC_RS_NEON V N(V __a)                                                                 \
    {                                                                                        \
        V __r;                                                                               \
        int __i, __g = (G) / (int)(sizeof(E) * 8);                                           \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++)                                        \
            __r[__i] = __a[__i ^ (__g - 1)];                                                 \
        return __r;                                                                          \
    }
#define __TCC_RS_REV64(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_DQ(__TCC_RS_REV, vrev64, _, S, D, Q, E, 64)
#define __TCC_RS_REV32(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_DQ(__TCC_RS_REV, vrev32, _, S, D, Q, E, 32)
#define __TCC_RS_REV16(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_DQ(__TCC_RS_REV, vrev16, _, S, D, Q, E, 16)
__TCC_RS_MULTI(__TCC_RS_REV64)
__TCC_RS_BYTES(__TCC_RS_REV32)
__TCC_RS_REV32(s16, 16, int16_t, int16x4_t, int16x8_t, , , , )
__TCC_RS_REV32(u16, 16, uint16_t, uint16x4_t, uint16x8_t, , , , )
__TCC_RS_REV32(p16, 16, poly16_t, poly16x4_t, poly16x8_t, , , , )
__TCC_RS_BYTES(__TCC_RS_REV16)

/* ---- Pairwise operations and reductions ---- */

/* Lane i of the pairwise result is OP of lanes 2i and 2i+1 of the concatenation of a and b:
   OP of uzp1 and uzp2. */
#define __TCC_RS_PAIRWISE(N, V, OP, UZP1, UZP2)                                              \
    __TCC_RS_NEON V N(V __a, V __b) { return OP(UZP1(__a, __b), UZP2(__a, __b)); }
#define __TCC_RS_PAIRWISE_OPS(S, Q, V, OPS)                                                  \
    __TCC_RS_PAIRWISE(vpadd##Q##_##S, V, vadd##Q##_##S, vuzp1##Q##_##S, vuzp2##Q##_##S)      \
    OPS(S, Q, V)
#define __TCC_RS_PMINMAX(S, Q, V)                                                            \
    __TCC_RS_PAIRWISE(vpmax##Q##_##S, V, vmax##Q##_##S, vuzp1##Q##_##S, vuzp2##Q##_##S)      \
    __TCC_RS_PAIRWISE(vpmin##Q##_##S, V, vmin##Q##_##S, vuzp1##Q##_##S, vuzp2##Q##_##S)
#define __TCC_RS_NO_PMINMAX(S, Q, V)
/* A reduction: the pairwise operation of the vector with itself until one lane is left,
   the tree the instructions use. */
#define __TCC_RS_REDUCE(N, V, E, PAIRWISE)                                                   \
    __TCC_RS_NEON E N(V __a)                                                                 \
    {                                                                                        \
        int __l;                                                                             \
        for (__l = __TCC_RS_LANES(V); __l > 1; __l /= 2)                                     \
            __a = PAIRWISE(__a, __a);                                                        \
        return __a[0];                                                                       \
    }
#define __TCC_RS_PAIRWISE_D(S, B, E, D, Q, UD, UQ, SD, SQ)                                   \
    __TCC_RS_PAIRWISE_OPS(S, , D, __TCC_RS_PMINMAX)                                          \
    __TCC_RS_REDUCE(vaddv_##S, D, E, vpadd_##S)                                              \
    __TCC_RS_REDUCE(vmaxv_##S, D, E, vpmax_##S)                                              \
    __TCC_RS_REDUCE(vminv_##S, D, E, vpmin_##S)
#define __TCC_RS_PAIRWISE_Q(S, B, E, D, Q, UD, UQ, SD, SQ)                                   \
    __TCC_RS_PAIRWISE_OPS(S, q, Q, __TCC_RS_PMINMAX)                                         \
    __TCC_RS_REDUCE(vaddvq_##S, Q, E, vpaddq_##S)                                            \
    __TCC_RS_REDUCE(vmaxvq_##S, Q, E, vpmaxq_##S)                                            \
    __TCC_RS_REDUCE(vminvq_##S, Q, E, vpminq_##S)
#define __TCC_RS_PAIRWISE_Q64(S, B, E, D, Q, UD, UQ, SD, SQ)                                 \
    __TCC_RS_PAIRWISE_OPS(S, q, Q, __TCC_RS_NO_PMINMAX)                                      \
    __TCC_RS_REDUCE(vaddvq_##S, Q, E, vpaddq_##S)
__TCC_RS_I8_32(__TCC_RS_PAIRWISE_D)
__TCC_RS_F32(__TCC_RS_PAIRWISE_D)
__TCC_RS_I8_32(__TCC_RS_PAIRWISE_Q)
__TCC_RS_FLOATS(__TCC_RS_PAIRWISE_Q)
__TCC_RS_S64(__TCC_RS_PAIRWISE_Q64)
__TCC_RS_U64(__TCC_RS_PAIRWISE_Q64)

/* ---- Table lookups ---- */

/* Lane i of the result is byte idx[i] of the table of n bytes, or, past its end, 0 (tbl) or
   lane i of r (tbx). The Armv7 forms (vtbl, vtbx) take their indices as vectors of the
   table's type, X; an index is an unsigned byte whatever its type. */
#define __TCC_RS_LOOKUP(R, IDX, TABLE, N)                                                    \
    int __i;                                                                                 \
    for (__i = 0; __i < __TCC_RS_LANES(__typeof__(R)); __i++)                                \
        if ((uint8_t)(IDX)[__i] < (N))                                                       \
            R[__i] = ((const uint8_t *)(TABLE))[(uint8_t)(IDX)[__i]];                        \
    return R;
#define __TCC_RS_TABLES(S, E, D, Q, D2, D3, D4, Q2, X)                                          \
    __TCC_RS_NEON D vtbl1_##S(D __t, X __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 8) } \
    __TCC_RS_NEON D vtbl2_##S(D2 __t, X __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON D vtbl3_##S(D3 __t, X __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 24) } \
    __TCC_RS_NEON D vtbl4_##S(D4 __t, X __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 32) } \
    __TCC_RS_NEON D vtbx1_##S(D __r, D __t, X __x) { __TCC_RS_LOOKUP(__r, __x, &__t, 8) } \
    __TCC_RS_NEON D vtbx2_##S(D __r, D2 __t, X __x) { __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON D vqtbl1_##S(Q __t, uint8x8_t __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON Q vqtbl1q_##S(Q __t, uint8x16_t __x) { Q __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON D vqtbx1_##S(D __r, Q __t, uint8x8_t __x) { __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON Q vqtbx1q_##S(Q __r, Q __t, uint8x16_t __x) { __TCC_RS_LOOKUP(__r, __x, &__t, 16) } \
    __TCC_RS_NEON D vqtbl2_##S(Q2 __t, uint8x8_t __x) { D __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 32) } \
    __TCC_RS_NEON Q vqtbl2q_##S(Q2 __t, uint8x16_t __x) { Q __r = {0}; __TCC_RS_LOOKUP(__r, __x, &__t, 32) }
__TCC_RS_TABLES(s8, int8_t, int8x8_t, int8x16_t, int8x8x2_t, int8x8x3_t, int8x8x4_t, int8x16x2_t, int8x8_t)
__TCC_RS_TABLES(u8, uint8_t, uint8x8_t, uint8x16_t, uint8x8x2_t, uint8x8x3_t, uint8x8x4_t, uint8x16x2_t, uint8x8_t)
__TCC_RS_TABLES(p8, poly8_t, poly8x8_t, poly8x16_t, poly8x8x2_t, poly8x8x3_t, poly8x8x4_t, poly8x16x2_t, uint8x8_t)

/* ---- Bit counts ---- */

#define __TCC_RS_CNT(N, V, E, B)                                                             \
    __TCC_RS_NEON V N(V __a)                                                                 \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++)                                        \
            __a[__i] = (E)__builtin_popcount((uint8_t)__a[__i]);                             \
        return __a;                                                                          \
    }
#define __TCC_RS_CLZ(N, V, E, B)                                                             \
    __TCC_RS_NEON V N(V __a)                                                                 \
    {                                                                                        \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            uint32_t __x = (uint32_t)__a[__i] & (uint32_t)(0xffffffffu >> (32 - (B)));       \
            __a[__i] = (E)(__x == 0 ? (B) : __builtin_clz(__x) - (32 - (B)));                \
        }                                                                                    \
        return __a;                                                                          \
    }
#define __TCC_RS_CNTS(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_DQ(__TCC_RS_CNT, vcnt, _, S, D, Q, E, B)
#define __TCC_RS_CLZS(S, B, E, D, Q, UD, UQ, SD, SQ) __TCC_RS_DQ(__TCC_RS_CLZ, vclz, _, S, D, Q, E, B)
__TCC_RS_BYTES(__TCC_RS_CNTS)
__TCC_RS_I8_32(__TCC_RS_CLZS)

/* ---- Conversions ---- */

/* Float to integer lanes, rounded by R (toward zero for vcvt), saturating, NaN giving 0. */
#define __TCC_RS_CVT_TO_INT(N, V, IV, IE, B, R)                                              \
    __TCC_RS_NEON IV N(V __a)                                                                \
    {                                                                                        \
        IV __r;                                                                              \
        int __i;                                                                             \
        for (__i = 0; __i < __TCC_RS_LANES(V); __i++) {                                      \
            __typeof__(__a[0]) __x = R(__a[__i]);                                            \
            __typeof__(__a[0]) __top = __TCC_RS_SIGNED(IE) ? (__typeof__(__a[0]))(1ULL << ((B)-1)) \
                                                           : (__typeof__(__a[0]))(1ULL << ((B)-1)) * 2; \
            __r[__i] = __x != __x                  ? 0                                       \
                       : __x >= __top              ? __TCC_RS_MAX(IE, B)                     \
                       : __TCC_RS_SIGNED(IE) && __x < -__top ? __TCC_RS_MIN(IE, B)           \
                       : !__TCC_RS_SIGNED(IE) && __x <= -1   ? 0                             \
                                                             : (IE)__x;                      \
        }                                                                                    \
        return __r;                                                                          \
    }
#define __TCC_RS_IDENTITY(X) (X)
#define __TCC_RS_CVT_INT(S, IS, B, F, D, Q, ID, IQ, IE, SFX)                                 \
    __TCC_RS_NEON D vcvt_##S##_##IS(ID __a) { return __builtin_convertvector(__a, D); }      \
    __TCC_RS_NEON Q vcvtq_##S##_##IS(IQ __a) { return __builtin_convertvector(__a, Q); }     \
    __TCC_RS_CVT_TO_INT(vcvt_##IS##_##S, D, ID, IE, B, __TCC_RS_IDENTITY)                    \
    __TCC_RS_CVT_TO_INT(vcvtq_##IS##_##S, Q, IQ, IE, B, __TCC_RS_IDENTITY)                   \
    __TCC_RS_CVT_TO_INT(vcvtn_##IS##_##S, D, ID, IE, B, __tcc_rs_round_even##SFX)            \
    __TCC_RS_CVT_TO_INT(vcvtnq_##IS##_##S, Q, IQ, IE, B, __tcc_rs_round_even##SFX)           \
    __TCC_RS_CVT_TO_INT(vcvtm_##IS##_##S, D, ID, IE, B, __builtin_floor##SFX)                \
    __TCC_RS_CVT_TO_INT(vcvtmq_##IS##_##S, Q, IQ, IE, B, __builtin_floor##SFX)               \
    __TCC_RS_CVT_TO_INT(vcvtp_##IS##_##S, D, ID, IE, B, __builtin_ceil##SFX)                 \
    __TCC_RS_CVT_TO_INT(vcvtpq_##IS##_##S, Q, IQ, IE, B, __builtin_ceil##SFX)                \
    __TCC_RS_CVT_TO_INT(vcvta_##IS##_##S, D, ID, IE, B, __builtin_round##SFX)                \
    __TCC_RS_CVT_TO_INT(vcvtaq_##IS##_##S, Q, IQ, IE, B, __builtin_round##SFX)
__TCC_RS_CVT_INT(f32, s32, 32, float32_t, float32x2_t, float32x4_t, int32x2_t, int32x4_t, int32_t, f)
__TCC_RS_CVT_INT(f32, u32, 32, float32_t, float32x2_t, float32x4_t, uint32x2_t, uint32x4_t, uint32_t, f)
__TCC_RS_CVT_INT(f64, s64, 64, float64_t, float64x1_t, float64x2_t, int64x1_t, int64x2_t, int64_t, )
__TCC_RS_CVT_INT(f64, u64, 64, float64_t, float64x1_t, float64x2_t, uint64x1_t, uint64x2_t, uint64_t, )
/* Between float and double lanes, in the current rounding mode. */
__TCC_RS_NEON float32x2_t vcvt_f32_f64(float64x2_t __a) { return __builtin_convertvector(__a, float32x2_t); }
__TCC_RS_NEON float64x2_t vcvt_f64_f32(float32x2_t __a) { return __builtin_convertvector(__a, float64x2_t); }
__TCC_RS_NEON float32x4_t vcvt_high_f32_f64(float32x2_t __r, float64x2_t __a)
{
    return vcombine_f32(__r, vcvt_f32_f64(__a));
}
__TCC_RS_NEON float64x2_t vcvt_high_f64_f32(float32x4_t __a) { return vcvt_f64_f32(vget_high_f32(__a)); }

#undef __TCC_RS_IDENTITY
#undef __TCC_RS_CVT_INT
#undef __TCC_RS_CVT_TO_INT
#undef __TCC_RS_CLZS
#undef __TCC_RS_CNTS
#undef __TCC_RS_CLZ
#undef __TCC_RS_CNT
#undef __TCC_RS_TABLES
#undef __TCC_RS_LOOKUP

#endif
