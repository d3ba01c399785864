/* <pmmintrin.h>, <tmmintrin.h>, <smmintrin.h> and <nmmintrin.h>: every intrinsic on edge
   inputs. */
#include <nmmintrin.h>
#include "common.h"

static __m128i vec(int i) { return _mm_loadu_si128((__m128i const *)BYTES[i]); }
static __m64 m64(int i)
{
    __m64 m;
    memcpy(&m, BYTES[i] + (i & 1) * 8, 8);
    return m;
}

/* F with a selection of immediates (of the bits M allows). */
#define IMMS(F, A, B, I, J, M)                                                               \
    do {                                                                                     \
        SHOW(F(A, B, 0 & M), I, J); SHOW(F(A, B, 1 & M), I, J); SHOW(F(A, B, 5 & M), I, J);  \
        SHOW(F(A, B, 0x0a & M), I, J); SHOW(F(A, B, 0x0f & M), I, J);                        \
        SHOW(F(A, B, 0x33 & M), I, J); SHOW(F(A, B, 0x5c & M), I, J);                        \
        SHOW(F(A, B, 0x80 & M), I, J); SHOW(F(A, B, 0xff & M), I, J);                        \
    } while (0)
#define IMM8(F, A, B, I, J) IMMS(F, A, B, I, J, 0xff)
#define ALIGNR(F, A, B, I, J)                                                                \
    do {                                                                                     \
        SHOW(F(A, B, 0), I, J); SHOW(F(A, B, 1), I, J); SHOW(F(A, B, 7), I, J);              \
        SHOW(F(A, B, 8), I, J); SHOW(F(A, B, 15), I, J); SHOW(F(A, B, 16), I, J);            \
        SHOW(F(A, B, 17), I, J); SHOW(F(A, B, 31), I, J); SHOW(F(A, B, 32), I, J);           \
        SHOW(F(A, B, 200), I, J);                                                            \
    } while (0)
/* The string comparisons in a selection of modes. */
#define STRMODES(X)                                                                          \
    X(0x00) X(0x01) X(0x02) X(0x03) X(0x04) X(0x05) X(0x06) X(0x08) X(0x0a) X(0x0c)          \
    X(0x0d) X(0x10) X(0x14) X(0x1c) X(0x20) X(0x30) X(0x38) X(0x3c) X(0x40) X(0x44)          \
    X(0x48) X(0x4c) X(0x4d) X(0x70) X(0x72)

static void strings(int i, int j)
{
    __m128i a = vec(i), b = vec(j);
    int la = i * 3 - 7, lb = 20 - j * 3;
#define STR(M)                                                                               \
    SHOW(_mm_cmpistrm(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistri(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistra(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistrc(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistro(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistrs(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpistrz(a, b, M), i, j);                                                       \
    SHOW(_mm_cmpestrm(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestri(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestra(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestrc(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestro(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestrs(a, la, b, lb, M), i, j);                                               \
    SHOW(_mm_cmpestrz(a, la, b, lb, M), i, j);
    STRMODES(STR)
}

static void integers(int i, int j)
{
    __m128i a = vec(i), b = vec(j);
    __m64 x = m64(i), y = m64(j);
    /* SSSE3 */
    SHOW(_mm_hadd_epi16(a, b), i, j);
    SHOW(_mm_hadds_epi16(a, b), i, j);
    SHOW(_mm_hsub_epi16(a, b), i, j);
    SHOW(_mm_hsubs_epi16(a, b), i, j);
    SHOW(_mm_hadd_epi32(a, b), i, j);
    SHOW(_mm_hsub_epi32(a, b), i, j);
    SHOW(_mm_hadd_pi16(x, y), i, j);
    SHOW(_mm_hadds_pi16(x, y), i, j);
    SHOW(_mm_hsub_pi16(x, y), i, j);
    SHOW(_mm_hsubs_pi16(x, y), i, j);
    SHOW(_mm_hadd_pi32(x, y), i, j);
    SHOW(_mm_hsub_pi32(x, y), i, j);
    SHOW(_mm_maddubs_epi16(a, b), i, j);
    SHOW(_mm_maddubs_pi16(x, y), i, j);
    SHOW(_mm_mulhrs_epi16(a, b), i, j);
    SHOW(_mm_mulhrs_pi16(x, y), i, j);
    SHOW(_mm_shuffle_epi8(a, b), i, j);
    SHOW(_mm_shuffle_pi8(x, y), i, j);
    SHOW(_mm_sign_epi8(a, b), i, j);
    SHOW(_mm_sign_epi16(a, b), i, j);
    SHOW(_mm_sign_epi32(a, b), i, j);
    SHOW(_mm_sign_pi8(x, y), i, j);
    SHOW(_mm_sign_pi16(x, y), i, j);
    SHOW(_mm_sign_pi32(x, y), i, j);
    ALIGNR(_mm_alignr_epi8, a, b, i, j);
    ALIGNR(_mm_alignr_pi8, x, y, i, j);
    /* SSE4.1 */
    IMM8(_mm_blend_epi16, a, b, i, j);
    SHOW(_mm_blendv_epi8(a, b, vec((i + j) % NBYTES)), i, j);
    SHOW(_mm_cmpeq_epi64(a, b), i, j);
    SHOW(_mm_cmpeq_epi64(a, a), i, j);
    SHOW(_mm_max_epi8(a, b), i, j);
    SHOW(_mm_min_epi8(a, b), i, j);
    SHOW(_mm_max_epu16(a, b), i, j);
    SHOW(_mm_min_epu16(a, b), i, j);
    SHOW(_mm_max_epi32(a, b), i, j);
    SHOW(_mm_min_epi32(a, b), i, j);
    SHOW(_mm_max_epu32(a, b), i, j);
    SHOW(_mm_min_epu32(a, b), i, j);
    SHOW(_mm_mul_epi32(a, b), i, j);
    SHOW(_mm_mullo_epi32(a, b), i, j);
    SHOW(_mm_packus_epi32(a, b), i, j);
    IMMS(_mm_mpsadbw_epu8, a, b, i, j, 0x07);
    SHOW(_mm_testz_si128(a, b), i, j);
    SHOW(_mm_testc_si128(a, b), i, j);
    SHOW(_mm_testnzc_si128(a, b), i, j);
    SHOW(_mm_test_all_zeros(a, b), i, j);
    SHOW(_mm_test_mix_ones_zeros(a, b), i, j);
    /* SSE4.2 */
    SHOW(_mm_cmpgt_epi64(a, b), i, j);
    SHOW(_mm_crc32_u8(0xffffffffu * (i & 1) + j, BYTES[i][j]), i, j);
    SHOW(_mm_crc32_u16(0x12345678u + i, ((unsigned short const *)BYTES[j])[i]), i, j);
    SHOW(_mm_crc32_u32(0u + i, ((unsigned const *)BYTES[j])[i & 3]), i, j);
    SHOW(_mm_crc32_u64(0xffffffff00000000ULL + i, ((unsigned long long const *)BYTES[j])[i & 1]), i, j);
    strings(i, j);
}

static void unary(int i)
{
    __m128i a = vec(i);
    SHOW(_mm_abs_epi8(a), i, 0);
    SHOW(_mm_abs_epi16(a), i, 0);
    SHOW(_mm_abs_epi32(a), i, 0);
    SHOW(_mm_abs_pi8(m64(i)), i, 0);
    SHOW(_mm_abs_pi16(m64(i)), i, 0);
    SHOW(_mm_abs_pi32(m64(i)), i, 0);
    SHOW(_mm_cvtepi8_epi16(a), i, 0);
    SHOW(_mm_cvtepi8_epi32(a), i, 0);
    SHOW(_mm_cvtepi8_epi64(a), i, 0);
    SHOW(_mm_cvtepi16_epi32(a), i, 0);
    SHOW(_mm_cvtepi16_epi64(a), i, 0);
    SHOW(_mm_cvtepi32_epi64(a), i, 0);
    SHOW(_mm_cvtepu8_epi16(a), i, 0);
    SHOW(_mm_cvtepu8_epi32(a), i, 0);
    SHOW(_mm_cvtepu8_epi64(a), i, 0);
    SHOW(_mm_cvtepu16_epi32(a), i, 0);
    SHOW(_mm_cvtepu16_epi64(a), i, 0);
    SHOW(_mm_cvtepu32_epi64(a), i, 0);
    SHOW(_mm_minpos_epu16(a), i, 0);
    SHOW(_mm_extract_epi8(a, 0), i, 0);
    SHOW(_mm_extract_epi8(a, 13), i, 0);
    SHOW(_mm_extract_epi32(a, 1), i, 0);
    SHOW(_mm_extract_epi32(a, 3), i, 0);
    SHOW(_mm_extract_epi64(a, 0), i, 0);
    SHOW(_mm_extract_epi64(a, 1), i, 0);
    SHOW(_mm_insert_epi8(a, -3, 0), i, 0);
    SHOW(_mm_insert_epi8(a, 0x7f, 11), i, 0);
    SHOW(_mm_insert_epi32(a, -3, 2), i, 0);
    SHOW(_mm_insert_epi64(a, -3, 1), i, 0);
    SHOW(_mm_test_all_ones(a), i, 0);
    SHOW(_mm_stream_load_si128(&a), i, 0);
    SHOW(_mm_lddqu_si128(&a), i, 0);
    SHOW(_mm_popcnt_u32(((unsigned const *)BYTES[i])[1]), i, 0);
    SHOW(_mm_popcnt_u64(((unsigned long long const *)BYTES[i])[1]), i, 0);
}

static __m128 one_nan_ps(__m128 v)
{
    int k;
    for (k = 0; k < 4; k++)
        if (v[k] != v[k])
            v[k] = NAN;
    return v;
}
static __m128d one_nan_pd(__m128d v)
{
    int k;
    for (k = 0; k < 2; k++)
        if (v[k] != v[k])
            v[k] = NAN;
    return v;
}
#define DP_PS(A, B, N) one_nan_ps(_mm_dp_ps(A, B, N))
#define DP_PD(A, B, N) one_nan_pd(_mm_dp_pd(A, B, N))

static void floats(int i, int j)
{
    __m128 a = _mm_loadu_ps(FLOATS[i]), b = _mm_loadu_ps(FLOATS[j]);
    __m128d c = _mm_loadu_pd(DOUBLES[i]), d = _mm_loadu_pd(DOUBLES[j]);
    float e;
    /* SSE3 */
    SHOW(_mm_addsub_ps(a, b), i, j);
    SHOW(_mm_hadd_ps(a, b), i, j);
    SHOW(_mm_hsub_ps(a, b), i, j);
    SHOW(_mm_addsub_pd(c, d), i, j);
    SHOW(_mm_hadd_pd(c, d), i, j);
    SHOW(_mm_hsub_pd(c, d), i, j);
    SHOW(_mm_movehdup_ps(a), i, j);
    SHOW(_mm_moveldup_ps(a), i, j);
    SHOW(_mm_movedup_pd(c), i, j);
    SHOW(_mm_loaddup_pd(DOUBLES[j] + 1), i, j);
    /* SSE4.1 */
    IMMS(_mm_blend_ps, a, b, i, j, 0x0f);
    IMMS(_mm_blend_pd, c, d, i, j, 0x03);
    SHOW(_mm_blendv_ps(a, b, _mm_loadu_ps(FLOATS[(i + j) % NFLOATS])), i, j);
    SHOW(_mm_blendv_pd(c, d, _mm_loadu_pd(DOUBLES[(i + j) % NDOUBLES])), i, j);
    /* Which NaN a sum of two NaNs gives depends on the order the compiler puts the
       operands in: NaNs are shown as one. */
    IMM8(DP_PS, a, b, i, j);
    IMM8(DP_PD, c, d, i, j);
    IMM8(_mm_insert_ps, a, b, i, j);
    SHOW(_mm_extract_ps(a, 0), i, j);
    SHOW(_mm_extract_ps(a, 3), i, j);
    _MM_EXTRACT_FLOAT(e, a, 2);
    SHOW(e, i, j);
    SHOW(_MM_PICK_OUT_PS(a, 1), i, j);
    SHOW(_MM_MK_INSERTPS_NDX(1, 2, 5), i, j);
}

#define ROUNDS(X)                                                                            \
    X(_MM_FROUND_TO_NEAREST_INT) X(_MM_FROUND_TO_NEG_INF) X(_MM_FROUND_TO_POS_INF)             \
    X(_MM_FROUND_TO_ZERO) X(_MM_FROUND_CUR_DIRECTION) X(_MM_FROUND_NINT) X(_MM_FROUND_FLOOR)   \
    X(_MM_FROUND_CEIL) X(_MM_FROUND_TRUNC) X(_MM_FROUND_RINT) X(_MM_FROUND_NEARBYINT)          \
    X(_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC) X(_MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC)

static const float MORE_FLOATS[][4] = {
    {0.5f, 1.5f, 2.5f, -0.5f},     {-1.5f, -2.5f, 0.49999997f, -0.49999997f},
    {8388607.5f, -8388607.5f, 8388608.0f, 16777215.0f}, {-0.25f, 0.75f, -0.75f, 1e-40f},
};
static const double MORE_DOUBLES[][2] = {
    {0.5, 1.5},   {2.5, -0.5},  {-1.5, -2.5}, {4503599627370495.5, -4503599627370495.5},
    {0.49999999999999994, -0.49999999999999994}, {1e-310, -0.75},
};

static void rounding(void)
{
    int m, i;
    unsigned int csr = _mm_getcsr();
    for (m = 0; m < 4; m++) {
        _MM_SET_ROUNDING_MODE(ROUNDINGS[m]);
        for (i = 0; i < NFLOATS + 4; i++) {
            __m128 a = _mm_loadu_ps(i < NFLOATS ? FLOATS[i] : MORE_FLOATS[i - NFLOATS]);
            __m128 b = _mm_shuffle_ps(a, a, 0x39);
#define RPS(M) SHOW(_mm_round_ps(a, M), m, i); SHOW(_mm_round_ss(a, b, M), m, i);
            ROUNDS(RPS)
            SHOW(_mm_ceil_ps(a), m, i);
            SHOW(_mm_floor_ps(a), m, i);
            SHOW(_mm_ceil_ss(a, b), m, i);
            SHOW(_mm_floor_ss(a, b), m, i);
        }
        for (i = 0; i < NDOUBLES + 6; i++) {
            __m128d a = _mm_loadu_pd(i < NDOUBLES ? DOUBLES[i] : MORE_DOUBLES[i - NDOUBLES]);
            __m128d b = _mm_shuffle_pd(a, a, 1);
#define RPD(M) SHOW(_mm_round_pd(a, M), m, i); SHOW(_mm_round_sd(a, b, M), m, i);
            ROUNDS(RPD)
            SHOW(_mm_ceil_pd(a), m, i);
            SHOW(_mm_floor_pd(a), m, i);
            SHOW(_mm_ceil_sd(a, b), m, i);
            SHOW(_mm_floor_sd(a, b), m, i);
        }
    }
    _mm_setcsr(csr);
}

int main(void)
{
    int i, j;
    for (i = 0; i < NBYTES; i++) {
        unary(i);
        for (j = 0; j < NBYTES; j++)
            integers(i, j);
    }
    for (i = 0; i < NFLOATS; i++)
        for (j = 0; j < NFLOATS; j++)
            floats(i, j);
    rounding();
    return 0;
}
