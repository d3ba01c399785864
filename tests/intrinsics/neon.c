/* <arm_neon.h>: every intrinsic of tcc-rs's header on edge inputs (saturation, the lowest
   signed value, shifts by the lane width, NaN, -0, infinities), for each type gcc's header
   has it for. Built for aarch64 (tests/intrinsics.rs). */
#include <arm_neon.h>
#include "common.h"

/* T(suffix, lane type, 64-bit vector, 128-bit vector, lane bits, inputs) */
#define INTS8_32(T)                                                                          \
    T(s8, int8_t, int8x8_t, int8x16_t, 8, BYTES) T(s16, int16_t, int16x4_t, int16x8_t, 16, BYTES) \
    T(s32, int32_t, int32x2_t, int32x4_t, 32, BYTES) T(u8, uint8_t, uint8x8_t, uint8x16_t, 8, BYTES) \
    T(u16, uint16_t, uint16x4_t, uint16x8_t, 16, BYTES) T(u32, uint32_t, uint32x2_t, uint32x4_t, 32, BYTES)
#define INTS64(T)                                                                            \
    T(s64, int64_t, int64x1_t, int64x2_t, 64, BYTES) T(u64, uint64_t, uint64x1_t, uint64x2_t, 64, BYTES)
#define SINTS(T)                                                                             \
    T(s8, int8_t, int8x8_t, int8x16_t, 8, BYTES) T(s16, int16_t, int16x4_t, int16x8_t, 16, BYTES) \
    T(s32, int32_t, int32x2_t, int32x4_t, 32, BYTES) T(s64, int64_t, int64x1_t, int64x2_t, 64, BYTES)
#define F32(T) T(f32, float32_t, float32x2_t, float32x4_t, 32, FLOATS)
#define F64(T) T(f64, float64_t, float64x1_t, float64x2_t, 64, DOUBLES)
#define POLYS(T) T(p8, poly8_t, poly8x8_t, poly8x16_t, 8, BYTES) T(p16, poly16_t, poly16x4_t, poly16x8_t, 16, BYTES)
#define BYTE_TYPES(T)                                                                        \
    T(s8, int8_t, int8x8_t, int8x16_t, 8, BYTES) T(u8, uint8_t, uint8x8_t, uint8x16_t, 8, BYTES) \
    T(p8, poly8_t, poly8x8_t, poly8x16_t, 8, BYTES)
#define INTS(T) INTS8_32(T) INTS64(T)
#define ALL(T) INTS(T) F32(T) F64(T) POLYS(T)
#define MULTI(T) INTS8_32(T) F32(T) POLYS(T)

/* The inputs of a test: a and b of each width from rows i and j of SRC, c from row i + j. */
#define INPUTS(S, E, D, Q, SRC)                                                              \
    E a_[16 / sizeof(E)], b_[16 / sizeof(E)], c_[16 / sizeof(E)];                            \
    memcpy(a_, SRC[i], 16);                                                                  \
    memcpy(b_, SRC[j], 16);                                                                  \
    memcpy(c_, SRC[(i + j) % 8], 16);                                                        \
    D a = vld1_##S(a_), b = vld1_##S(b_), c = vld1_##S(c_);                                  \
    Q aq = vld1q_##S(a_), bq = vld1q_##S(b_), cq = vld1q_##S(c_);                            \
    (void)a; (void)b; (void)c; (void)aq; (void)bq; (void)cq;
#define LAST_D(B) (64 / (B) - 1)
#define LAST_Q(B) (128 / (B) - 1)

/* vreinterpret from each type to another and back. */
#define RI(T, S) RI_(T, S)
#define RI_(T, S) vreinterpret_##T##_##S
#define RIQ(T, S) RIQ_(T, S)
#define RIQ_(T, S) vreinterpretq_##T##_##S
#define OTHER_s8 u16
#define OTHER_s16 f32
#define OTHER_s32 u8
#define OTHER_s64 s8
#define OTHER_u8 s32
#define OTHER_u16 u64
#define OTHER_u32 f64
#define OTHER_u64 s16
#define OTHER_f32 p16
#define OTHER_f64 u32
#define OTHER_p8 s64
#define OTHER_p16 p8

#define MEMORY(S, E, D, Q, B, SRC)                                                           \
    static void memory_##S(int i, int j)                                                     \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        E out[64 / sizeof(E)] = {0};                                                         \
        SHOW(a, i, j); SHOW(aq, i, j);                                                       \
        SHOW(vdup_n_##S(a_[1]), i, j); SHOW(vdupq_n_##S(a_[1]), i, j);                       \
        SHOW(vmov_n_##S(b_[0]), i, j); SHOW(vmovq_n_##S(b_[0]), i, j);                       \
        SHOW(vld1_dup_##S(a_ + 1), i, j); SHOW(vld1q_dup_##S(b_), i, j);                     \
        SHOW(vld1_lane_##S(b_, a, 0), i, j); SHOW(vld1_lane_##S(b_, a, LAST_D(B)), i, j);     \
        SHOW(vld1q_lane_##S(b_, aq, 0), i, j); SHOW(vld1q_lane_##S(b_, aq, LAST_Q(B)), i, j); \
        vst1_##S(out, a); vst1q_##S(out + 64 / B, bq);                                       \
        vst1_lane_##S(out + 3 * 64 / B, a, LAST_D(B)); vst1q_lane_##S(out + 3 * 64 / B + 1, bq, 1 % (LAST_Q(B) + 1)); \
        show("out", i, j, out, sizeof out);                                                                     \
        SHOW(vget_lane_##S(a, 0), i, j); SHOW(vget_lane_##S(a, LAST_D(B)), i, j);            \
        SHOW(vgetq_lane_##S(aq, 0), i, j); SHOW(vgetq_lane_##S(aq, LAST_Q(B)), i, j);        \
        SHOW(vset_lane_##S(b_[0], a, LAST_D(B)), i, j); SHOW(vsetq_lane_##S(b_[1], aq, 1), i, j); \
        SHOW(vcreate_##S(0x0123456789abcdefULL * (i + 1)), i, j);                            \
        SHOW(vget_low_##S(aq), i, j); SHOW(vget_high_##S(aq), i, j);                         \
        SHOW(vcombine_##S(a, b), i, j);                                                      \
        SHOW(vdup_lane_##S(a, LAST_D(B)), i, j); SHOW(vdupq_lane_##S(a, 0), i, j);           \
        SHOW(vdup_laneq_##S(aq, LAST_Q(B)), i, j); SHOW(vdupq_laneq_##S(aq, 1), i, j);       \
        SHOW(vext_##S(a, b, 0), i, j); SHOW(vext_##S(a, b, LAST_D(B)), i, j);                \
        SHOW(vextq_##S(aq, bq, 1), i, j); SHOW(vextq_##S(aq, bq, LAST_Q(B)), i, j);          \
        SHOW(vzip1q_##S(aq, bq), i, j); SHOW(vzip2q_##S(aq, bq), i, j);                      \
        SHOW(vuzp1q_##S(aq, bq), i, j); SHOW(vuzp2q_##S(aq, bq), i, j);                      \
        SHOW(vtrn1q_##S(aq, bq), i, j); SHOW(vtrn2q_##S(aq, bq), i, j);                      \
        SHOW(vbsl_##S(vld1_u##B((void *)BYTES[(i + j) % 8]), a, b), i, j);                   \
        SHOW(vbslq_##S(vld1q_u##B((void *)BYTES[(i + j) % 8]), aq, bq), i, j);               \
        SHOW(RI(OTHER_##S, S)(a), i, j); SHOW(RIQ(OTHER_##S, S)(aq), i, j);                  \
        SHOW(RI(S, OTHER_##S)(RI(OTHER_##S, S)(b)), i, j);                                   \
        SHOW(RIQ(S, OTHER_##S)(RIQ(OTHER_##S, S)(bq)), i, j);                                     \
        {                                                                                    \
            E src[128 / sizeof(E)], big[64 / sizeof(E)];                                     \
            memcpy(src, BYTES, sizeof src);                                                  \
            SHOW(vld2_##S(src), i, j); SHOW(vld2q_##S(src + 1), i, j);                       \
            SHOW(vld3_##S(src), i, j); SHOW(vld3q_##S(src + 1), i, j);                       \
            SHOW(vld4_##S(src + 1), i, j); SHOW(vld4q_##S(src), i, j);                       \
            memset(big, 0, sizeof big); vst2_##S(big, vld2_##S(a_)); show("big", i, j, big, sizeof big); \
            memset(big, 0, sizeof big); vst3q_##S(big, vld3q_##S(src + 1)); show("big", i, j, big, sizeof big); \
            memset(big, 0, sizeof big); vst4q_##S(big, vld4q_##S(src)); show("big", i, j, big, sizeof big); \
        }                                                                                    \
    }
ALL(MEMORY)

#define PERMUTE_D(S, E, D, Q, B, SRC)                                                        \
    static void permute_##S(int i, int j)                                                    \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vzip1_##S(a, b), i, j); SHOW(vzip2_##S(a, b), i, j);                            \
        SHOW(vuzp1_##S(a, b), i, j); SHOW(vuzp2_##S(a, b), i, j);                            \
        SHOW(vtrn1_##S(a, b), i, j); SHOW(vtrn2_##S(a, b), i, j);                            \
        SHOW(vzip_##S(a, b), i, j); SHOW(vuzp_##S(a, b), i, j); SHOW(vtrn_##S(a, b), i, j);  \
        SHOW(vzipq_##S(aq, bq), i, j); SHOW(vuzpq_##S(aq, bq), i, j); SHOW(vtrnq_##S(aq, bq), i, j); \
        SHOW(vrev64_##S(a), i, j); SHOW(vrev64q_##S(aq), i, j);                              \
    }
MULTI(PERMUTE_D)

#define ARITH(S, E, D, Q, B, SRC)                                                            \
    static void arith_##S(int i, int j)                                                      \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vadd_##S(a, b), i, j); SHOW(vaddq_##S(aq, bq), i, j);                           \
        SHOW(vsub_##S(a, b), i, j); SHOW(vsubq_##S(aq, bq), i, j);                           \
        SHOW(vceq_##S(a, b), i, j); SHOW(vceqq_##S(aq, bq), i, j);                           \
        SHOW(vcgt_##S(a, b), i, j); SHOW(vcgtq_##S(aq, bq), i, j);                           \
        SHOW(vcge_##S(a, b), i, j); SHOW(vcgeq_##S(aq, bq), i, j);                           \
        SHOW(vclt_##S(a, b), i, j); SHOW(vcltq_##S(aq, bq), i, j);                           \
        SHOW(vcle_##S(a, b), i, j); SHOW(vcleq_##S(aq, bq), i, j);                           \
        SHOW(vceqz_##S(a), i, j); SHOW(vceqzq_##S(bq), i, j);                                \
    }
INTS(ARITH)
F32(ARITH)
F64(ARITH)

#define INTEGER(S, E, D, Q, B, SRC)                                                          \
    static void integer_##S(int i, int j)                                                    \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vqadd_##S(a, b), i, j); SHOW(vqaddq_##S(aq, bq), i, j);                         \
        SHOW(vqsub_##S(a, b), i, j); SHOW(vqsubq_##S(aq, bq), i, j);                         \
        SHOW(vand_##S(a, b), i, j); SHOW(vandq_##S(aq, bq), i, j);                           \
        SHOW(vorr_##S(a, b), i, j); SHOW(vorrq_##S(aq, bq), i, j);                           \
        SHOW(veor_##S(a, b), i, j); SHOW(veorq_##S(aq, bq), i, j);                           \
        SHOW(vbic_##S(a, b), i, j); SHOW(vbicq_##S(aq, bq), i, j);                           \
        SHOW(vorn_##S(a, b), i, j); SHOW(vornq_##S(aq, bq), i, j);                           \
        SHOW(vtst_##S(a, b), i, j); SHOW(vtstq_##S(aq, bq), i, j);                           \
        SHOW(vshl_n_##S(a, 0), i, j); SHOW(vshl_n_##S(a, 1), i, j); SHOW(vshlq_n_##S(aq, B - 1), i, j); \
        SHOW(vshr_n_##S(a, 1), i, j); SHOW(vshr_n_##S(a, B / 2), i, j); SHOW(vshrq_n_##S(aq, B), i, j); \
        SHOW(vshrq_n_##S(aq, B - 1), i, j);                                                  \
        SHOW(vrshr_n_##S(a, 1), i, j); SHOW(vrshr_n_##S(a, B), i, j); SHOW(vrshrq_n_##S(aq, 3), i, j); \
        SHOW(vrshrq_n_##S(aq, B - 1), i, j);                                                 \
        SHOW(vsra_n_##S(a, b, 2), i, j); SHOW(vsraq_n_##S(aq, bq, B), i, j);                 \
        SHOW(vrsra_n_##S(a, b, 1), i, j); SHOW(vrsraq_n_##S(aq, bq, B), i, j);               \
        SHOW(vqshl_n_##S(a, 0), i, j); SHOW(vqshl_n_##S(a, 1), i, j);                        \
        SHOW(vqshl_n_##S(a, B / 2), i, j); SHOW(vqshlq_n_##S(aq, 6), i, j);                  \
        SHOW(vqshlq_n_##S(aq, B - 1), i, j);                                                 \
        SHOW(vsli_n_##S(a, b, 0), i, j); SHOW(vsli_n_##S(a, b, B - 1), i, j);                \
        SHOW(vsliq_n_##S(aq, bq, 3), i, j);                                                  \
        SHOW(vsri_n_##S(a, b, 1), i, j); SHOW(vsri_n_##S(a, b, B), i, j);                    \
        SHOW(vsriq_n_##S(aq, bq, B / 2), i, j);                                              \
        SHOW(vshl_##S(a, vld1_s##B((void *)b_)), i, j);                                      \
        SHOW(vshlq_##S(aq, vld1q_s##B((void *)b_)), i, j);                                   \
        SHOW(vshlq_##S(aq, vandq_s##B(vld1q_s##B((void *)b_), vdupq_n_s##B(B + 7))), i, j);  \
        SHOW(vshlq_##S(aq, vnegq_s##B(vandq_s##B(vld1q_s##B((void *)b_), vdupq_n_s##B(B + 7)))), i, j); \
    }
INTS(INTEGER)

#define NARROW_INTS(S, E, D, Q, B, SRC)                                                      \
    static void narrow_##S(int i, int j)                                                     \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vmul_##S(a, b), i, j); SHOW(vmulq_##S(aq, bq), i, j);                           \
        SHOW(vmla_##S(a, b, c), i, j); SHOW(vmlaq_##S(aq, bq, cq), i, j);                    \
        SHOW(vmls_##S(a, b, c), i, j); SHOW(vmlsq_##S(aq, bq, cq), i, j);                    \
        SHOW(vmin_##S(a, b), i, j); SHOW(vminq_##S(aq, bq), i, j);                           \
        SHOW(vmax_##S(a, b), i, j); SHOW(vmaxq_##S(aq, bq), i, j);                           \
        SHOW(vpadd_##S(a, b), i, j); SHOW(vpaddq_##S(aq, bq), i, j);                         \
        SHOW(vpmin_##S(a, b), i, j); SHOW(vpminq_##S(aq, bq), i, j);                         \
        SHOW(vpmax_##S(a, b), i, j); SHOW(vpmaxq_##S(aq, bq), i, j);                         \
        SHOW(vaddv_##S(a), i, j); SHOW(vaddvq_##S(aq), i, j);                                \
        SHOW(vmaxv_##S(a), i, j); SHOW(vmaxvq_##S(aq), i, j);                                \
        SHOW(vminv_##S(a), i, j); SHOW(vminvq_##S(aq), i, j);                                \
        SHOW(vhadd_##S(a, b), i, j); SHOW(vhaddq_##S(aq, bq), i, j);                         \
        SHOW(vrhadd_##S(a, b), i, j); SHOW(vrhaddq_##S(aq, bq), i, j);                       \
        SHOW(vhsub_##S(a, b), i, j); SHOW(vhsubq_##S(aq, bq), i, j);                         \
        SHOW(vabd_##S(a, b), i, j); SHOW(vabdq_##S(aq, bq), i, j);                           \
        SHOW(vaba_##S(a, b, c), i, j); SHOW(vabaq_##S(aq, bq, cq), i, j);                    \
        SHOW(vmvn_##S(a), i, j); SHOW(vmvnq_##S(aq), i, j);                                  \
        SHOW(vclz_##S(a), i, j); SHOW(vclzq_##S(aq), i, j);                                  \
    }
INTS8_32(NARROW_INTS)

#define BY_SCALAR(S, E, D, Q, B, SRC)                                                        \
    static void by_scalar_##S(int i, int j)                                                  \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vmul_n_##S(a, b_[1]), i, j); SHOW(vmulq_n_##S(aq, b_[0]), i, j);                \
        SHOW(vmla_n_##S(a, b, c_[1]), i, j); SHOW(vmlaq_n_##S(aq, bq, c_[0]), i, j);         \
        SHOW(vmls_n_##S(a, b, c_[1]), i, j); SHOW(vmlsq_n_##S(aq, bq, c_[0]), i, j);         \
        SHOW(vmul_lane_##S(a, b, 1), i, j); SHOW(vmulq_lane_##S(aq, b, 0), i, j);            \
        SHOW(vmul_laneq_##S(a, bq, 2), i, j); SHOW(vmulq_laneq_##S(aq, bq, 3), i, j);        \
        SHOW(vmull_n_##S(a, b_[1]), i, j);                                                   \
    }
#define INTS16_32(T)                                                                         \
    T(s16, int16_t, int16x4_t, int16x8_t, 16, BYTES) T(s32, int32_t, int32x2_t, int32x4_t, 32, BYTES) \
    T(u16, uint16_t, uint16x4_t, uint16x8_t, 16, BYTES) T(u32, uint32_t, uint32x2_t, uint32x4_t, 32, BYTES)
INTS16_32(BY_SCALAR)

#define SIGNED(S, E, D, Q, B, SRC)                                                           \
    static void signed_##S(int i, int j)                                                     \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SHOW(vabs_##S(a), i, j); SHOW(vabsq_##S(aq), i, j);                                  \
        SHOW(vneg_##S(a), i, j); SHOW(vnegq_##S(aq), i, j);                                  \
        SHOW(vqabs_##S(a), i, j); SHOW(vqabsq_##S(aq), i, j);                                \
        SHOW(vqneg_##S(a), i, j); SHOW(vqnegq_##S(aq), i, j);                                \
        SHOW(vcgtz_##S(a), i, j); SHOW(vcgtzq_##S(aq), i, j);                                \
        SHOW(vcgez_##S(a), i, j); SHOW(vcgezq_##S(aq), i, j);                                \
        SHOW(vcltz_##S(a), i, j); SHOW(vcltzq_##S(aq), i, j);                                \
        SHOW(vclez_##S(a), i, j); SHOW(vclezq_##S(aq), i, j);                                \
    }
SINTS(SIGNED)

#define FLOATING(S, E, D, Q, B, SRC)                                                         \
    static void floating_##S(int i, int j)                                                   \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        SIGNED_FLOATS(S)                                                                     \
        SHOW(vmul_##S(a, b), i, j); SHOW(vmulq_##S(aq, bq), i, j);                           \
        SHOW(vdiv_##S(a, b), i, j); SHOW(vdivq_##S(aq, bq), i, j);                           \
        SHOW(vmla_##S(a, b, c), i, j); SHOW(vmlaq_##S(aq, bq, cq), i, j);                    \
        SHOW(vmls_##S(a, b, c), i, j); SHOW(vmlsq_##S(aq, bq, cq), i, j);                    \
        SHOW(vfma_##S(a, b, c), i, j); SHOW(vfmaq_##S(aq, bq, cq), i, j);                    \
        SHOW(vfms_##S(a, b, c), i, j); SHOW(vfmsq_##S(aq, bq, cq), i, j);                    \
        SHOW(vfmaq_n_##S(aq, bq, c_[0]), i, j);                                              \
        SHOW(vmul_n_##S(a, b_[0]), i, j); SHOW(vmulq_n_##S(aq, b_[1]), i, j);                \
        SHOW(vmin_##S(a, b), i, j); SHOW(vminq_##S(aq, bq), i, j);                           \
        SHOW(vmax_##S(a, b), i, j); SHOW(vmaxq_##S(aq, bq), i, j);                           \
        SHOW(vabs_##S(a), i, j); SHOW(vabsq_##S(aq), i, j);                                  \
        SHOW(vneg_##S(a), i, j); SHOW(vnegq_##S(aq), i, j);                                  \
        SHOW(vabd_##S(a, b), i, j); SHOW(vabdq_##S(aq, bq), i, j);                           \
        SHOW(vsqrt_##S(a), i, j); SHOW(vsqrtq_##S(aq), i, j);                                \
        SHOW(vrnd_##S(a), i, j); SHOW(vrndq_##S(aq), i, j);                                  \
        SHOW(vrndm_##S(a), i, j); SHOW(vrndmq_##S(aq), i, j);                                \
        SHOW(vrndp_##S(a), i, j); SHOW(vrndpq_##S(aq), i, j);                                \
        SHOW(vrnda_##S(a), i, j); SHOW(vrndaq_##S(aq), i, j);                                \
        SHOW(vrndn_##S(a), i, j); SHOW(vrndnq_##S(aq), i, j);                                \
        SHOW(vcagt_##S(a, b), i, j); SHOW(vcageq_##S(aq, bq), i, j);                         \
        SHOW(vcalt_##S(a, b), i, j); SHOW(vcaleq_##S(aq, bq), i, j);                         \
        SHOW(vpaddq_##S(aq, bq), i, j); SHOW(vpmaxq_##S(aq, bq), i, j); SHOW(vpminq_##S(aq, bq), i, j); \
        SHOW(vaddvq_##S(aq), i, j); SHOW(vmaxvq_##S(aq), i, j); SHOW(vminvq_##S(aq), i, j);  \
        SHOW(vmulq_laneq_##S(aq, bq, 1), i, j);                                              \
    }
#define SIGNED_FLOATS(S)                                                                     \
    SHOW(vcgtz_##S(a), i, j); SHOW(vcgezq_##S(aq), i, j);                                    \
    SHOW(vcltz_##S(a), i, j); SHOW(vclezq_##S(aq), i, j);
F32(FLOATING)
F64(FLOATING)

static void floats_only(int i, int j)
{
    INPUTS(f32, float32_t, float32x2_t, float32x4_t, FLOATS)
    SHOW(vpadd_f32(a, b), i, j); SHOW(vpmax_f32(a, b), i, j); SHOW(vpmin_f32(a, b), i, j);
    SHOW(vaddv_f32(a), i, j); SHOW(vmaxv_f32(a), i, j); SHOW(vminv_f32(a), i, j);
    /* Lane 1 of the inputs holds no NaN: of two NaN operands, which one a product gives
       depends on the operand order the compiler picks (gcc's own header gives one at -O0,
       the other at -O2). */
    SHOW(vmul_lane_f32(a, b, 1), i, j); SHOW(vmulq_lane_f32(aq, b, 1), i, j);
    SHOW(vcvt_s32_f32(a), i, j); SHOW(vcvtq_s32_f32(aq), i, j);
    SHOW(vcvt_u32_f32(a), i, j); SHOW(vcvtq_u32_f32(aq), i, j);
    SHOW(vcvtnq_s32_f32(aq), i, j); SHOW(vcvtmq_s32_f32(aq), i, j);
    SHOW(vcvtpq_u32_f32(aq), i, j); SHOW(vcvtaq_s32_f32(aq), i, j); SHOW(vcvta_u32_f32(a), i, j);
    SHOW(vcvt_f64_f32(a), i, j); SHOW(vcvt_high_f64_f32(aq), i, j);
    SHOW(vcvt_f32_s32(vreinterpret_s32_f32(b)), i, j);
    SHOW(vcvtq_f32_s32(vreinterpretq_s32_f32(bq)), i, j);
    SHOW(vcvtq_f32_u32(vreinterpretq_u32_f32(bq)), i, j);
    {
        INPUTS(f64, float64_t, float64x1_t, float64x2_t, DOUBLES)
        SHOW(vcvtq_s64_f64(aq), i, j); SHOW(vcvtq_u64_f64(aq), i, j); SHOW(vcvt_s64_f64(a), i, j);
        SHOW(vcvtnq_s64_f64(aq), i, j); SHOW(vcvtmq_u64_f64(aq), i, j); SHOW(vcvtaq_s64_f64(aq), i, j);
        SHOW(vcvt_f32_f64(aq), i, j); SHOW(vcvt_high_f32_f64(vcvt_f32_f64(bq), aq), i, j);
        SHOW(vcvtq_f64_s64(vreinterpretq_s64_f64(bq)), i, j);
        SHOW(vcvtq_f64_u64(vreinterpretq_u64_f64(bq)), i, j);
    }
}

/* W(narrow suffix, wide suffix, narrow lane, narrow 64-bit, 128-bit, wide 128-bit, bits) */
#define WIDEN(W)                                                                             \
    W(s8, s16, int8_t, int8x8_t, int8x16_t, int16x8_t, 8) W(s16, s32, int16_t, int16x4_t, int16x8_t, int32x4_t, 16) \
    W(s32, s64, int32_t, int32x2_t, int32x4_t, int64x2_t, 32) W(u8, u16, uint8_t, uint8x8_t, uint8x16_t, uint16x8_t, 8) \
    W(u16, u32, uint16_t, uint16x4_t, uint16x8_t, uint32x4_t, 16) W(u32, u64, uint32_t, uint32x2_t, uint32x4_t, uint64x2_t, 32)
#define WIDENING(NS, WS, E, D, Q, WQ, B)                                                     \
    static void widening_##NS(int i, int j)                                                  \
    {                                                                                        \
        INPUTS(NS, E, D, Q, BYTES)                                                           \
        WQ w = vld1q_##WS((void *)BYTES[i]), v = vld1q_##WS((void *)BYTES[j]);               \
        SHOW(vmovl_##NS(a), i, j); SHOW(vmovl_high_##NS(aq), i, j);                          \
        SHOW(vmovn_##WS(w), i, j); SHOW(vmovn_high_##WS(a, v), i, j);                        \
        SHOW(vqmovn_##WS(w), i, j); SHOW(vqmovn_high_##WS(b, v), i, j);                      \
        SHOW(vmull_##NS(a, b), i, j); SHOW(vmull_high_##NS(aq, bq), i, j);                   \
        SHOW(vmlal_##NS(w, a, b), i, j); SHOW(vmlal_high_##NS(v, aq, bq), i, j);             \
        SHOW(vmlsl_##NS(w, a, b), i, j); SHOW(vmlsl_high_##NS(v, aq, bq), i, j);             \
        SHOW(vaddl_##NS(a, b), i, j); SHOW(vsubl_##NS(a, b), i, j);                          \
        SHOW(vaddw_##NS(w, b), i, j); SHOW(vsubw_##NS(w, b), i, j);                          \
        SHOW(vabdl_##NS(a, b), i, j);                                                        \
        SHOW(vshll_n_##NS(a, 0), i, j); SHOW(vshll_n_##NS(a, B - 1), i, j);                  \
        SHOW(vshll_n_##NS(a, B), i, j); SHOW(vshll_high_n_##NS(aq, 3), i, j);                \
        SHOW(vshrn_n_##WS(w, 1), i, j); SHOW(vshrn_n_##WS(w, B), i, j);                      \
        SHOW(vrshrn_n_##WS(w, 1), i, j); SHOW(vrshrn_n_##WS(w, B), i, j);                    \
        SHOW(vqshrn_n_##WS(w, 1), i, j); SHOW(vqshrn_n_##WS(w, B / 2), i, j);                \
        SHOW(vpaddl_##NS(a), i, j); SHOW(vpaddlq_##NS(aq), i, j);                            \
        SHOW(vpadal_##NS(vget_low_##WS(w), b), i, j); SHOW(vpadalq_##NS(w, bq), i, j);       \
        SHOW(vaddlv_##NS(a), i, j); SHOW(vaddlvq_##NS(aq), i, j);                            \
    }
WIDEN(WIDENING)

/* X: the index type of the Armv7 table lookups. */
#define BYTES_OPS(S, E, D, Q, B, SRC, X)                                                        \
    static void bytes_##S(int i, int j)                                                      \
    {                                                                                        \
        INPUTS(S, E, D, Q, SRC)                                                              \
        uint8x8_t x = vand_u8(vld1_u8(BYTES[j]), vdup_n_u8(0x1f));                           \
        X xs;                                                                                \
        memcpy(&xs, &x, sizeof xs);                                                          \
        uint8x16_t xq = vandq_u8(vld1q_u8(BYTES[j]), vdupq_n_u8(0x3f));                      \
        S##x8x2_t t2 = {{a, c}};                                                             \
        S##x8x3_t t3 = {{a, b, c}};                                                          \
        S##x8x4_t t4 = {{a, b, c, a}};                                                       \
        S##x16x2_t q2 = {{aq, cq}};                                                          \
        SHOW(vcnt_##S(a), i, j); SHOW(vcntq_##S(aq), i, j);                                  \
        SHOW(vrev16_##S(a), i, j); SHOW(vrev16q_##S(aq), i, j);                              \
        SHOW(vrev32_##S(a), i, j); SHOW(vrev32q_##S(aq), i, j);                              \
        SHOW(vtbl1_##S(a, xs), i, j); SHOW(vtbl2_##S(t2, xs), i, j);                           \
        SHOW(vtbl3_##S(t3, xs), i, j); SHOW(vtbl4_##S(t4, xs), i, j);                          \
        SHOW(vtbx1_##S(b, a, xs), i, j); SHOW(vtbx2_##S(b, t2, xs), i, j);                     \
        SHOW(vqtbl1_##S(aq, x), i, j); SHOW(vqtbl1q_##S(aq, xq), i, j);                      \
        SHOW(vqtbx1_##S(b, aq, x), i, j); SHOW(vqtbx1q_##S(bq, aq, xq), i, j);               \
        SHOW(vqtbl2_##S(q2, x), i, j); SHOW(vqtbl2q_##S(q2, xq), i, j);                      \
        SHOW(vqtbl1q_##S(aq, vld1q_u8(BYTES[j])), i, j);                                     \
    }
#define s8x8x2_t int8x8x2_t
#define s8x8x3_t int8x8x3_t
#define s8x8x4_t int8x8x4_t
#define s8x16x2_t int8x16x2_t
#define u8x8x2_t uint8x8x2_t
#define u8x8x3_t uint8x8x3_t
#define u8x8x4_t uint8x8x4_t
#define u8x16x2_t uint8x16x2_t
#define p8x8x2_t poly8x8x2_t
#define p8x8x3_t poly8x8x3_t
#define p8x8x4_t poly8x8x4_t
#define p8x16x2_t poly8x16x2_t
BYTES_OPS(s8, int8_t, int8x8_t, int8x16_t, 8, BYTES, int8x8_t)
BYTES_OPS(u8, uint8_t, uint8x8_t, uint8x16_t, 8, BYTES, uint8x8_t)
BYTES_OPS(p8, poly8_t, poly8x8_t, poly8x16_t, 8, BYTES, uint8x8_t)

static void narrowing_unsigned(int i, int j)
{
    SHOW(vqmovun_s16(vld1q_s16((void *)BYTES[i])), i, j);
    SHOW(vqmovun_s32(vld1q_s32((void *)BYTES[i])), i, j);
    SHOW(vqmovun_s64(vld1q_s64((void *)BYTES[i])), i, j);
    SHOW(vqmovun_high_s16(vld1_u8(BYTES[j]), vld1q_s16((void *)BYTES[i])), i, j);
    SHOW(vpaddq_s64(vld1q_s64((void *)BYTES[i]), vld1q_s64((void *)BYTES[j])), i, j);
    SHOW(vaddvq_s64(vld1q_s64((void *)BYTES[i])), i, j);
    SHOW(vaddvq_u64(vld1q_u64((void *)BYTES[i])), i, j);
    SHOW(vrev32_s16(vld1_s16((void *)BYTES[i])), i, j);
    SHOW(vrev32q_u16(vld1q_u16((void *)BYTES[i])), i, j);
    SHOW(vrev32_p16(vld1_p16((void *)BYTES[i])), i, j);
    SHOW(vsli_n_p8(vld1_p8(BYTES[i]), vld1_p8(BYTES[j]), 5), i, j);
    SHOW(vsriq_n_p16(vld1q_p16((void *)BYTES[i]), vld1q_p16((void *)BYTES[j]), 9), i, j);
}

#define CALL(S, E, D, Q, B, SRC) memory_##S(i, j);
#define CALL_PERMUTE(S, E, D, Q, B, SRC) permute_##S(i, j);
#define CALL_ARITH(S, E, D, Q, B, SRC) arith_##S(i, j);
#define CALL_INTEGER(S, E, D, Q, B, SRC) integer_##S(i, j);
#define CALL_NARROW(S, E, D, Q, B, SRC) narrow_##S(i, j);
#define CALL_BY_SCALAR(S, E, D, Q, B, SRC) by_scalar_##S(i, j);
#define CALL_SIGNED(S, E, D, Q, B, SRC) signed_##S(i, j);
#define CALL_FLOATING(S, E, D, Q, B, SRC) floating_##S(i, j);
#define CALL_WIDENING(NS, WS, E, D, Q, WQ, B) widening_##NS(i, j);
#define CALL_BYTES(S, E, D, Q, B, SRC) bytes_##S(i, j);

int main(void)
{
    int i, j;
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++) {
            ALL(CALL)
            MULTI(CALL_PERMUTE)
            INTS(CALL_ARITH) F32(CALL_ARITH) F64(CALL_ARITH)
            INTS(CALL_INTEGER)
            INTS8_32(CALL_NARROW)
            INTS16_32(CALL_BY_SCALAR)
            SINTS(CALL_SIGNED)
            F32(CALL_FLOATING) F64(CALL_FLOATING)
            floats_only(i, j);
            WIDEN(CALL_WIDENING)
            BYTE_TYPES(CALL_BYTES)
            narrowing_unsigned(i, j);
        }
    return 0;
}
