/* <emmintrin.h>: every intrinsic on edge inputs. */
#include <emmintrin.h>
#include "common.h"

static __m128i vec(int i) { return _mm_loadu_si128((__m128i const *)BYTES[i]); }

#define SHIFTS(F, I)                                                                         \
    do {                                                                                     \
        SHOW(F(a, 0), I, 0); SHOW(F(a, 1), I, 1); SHOW(F(a, 3), I, 3); SHOW(F(a, 7), I, 7);  \
        SHOW(F(a, 8), I, 8); SHOW(F(a, 15), I, 15); SHOW(F(a, 16), I, 16);                   \
        SHOW(F(a, 31), I, 31); SHOW(F(a, 32), I, 32); SHOW(F(a, 63), I, 63);                 \
        SHOW(F(a, 64), I, 64); SHOW(F(a, 200), I, 200);                                      \
    } while (0)

static void integers(int i, int j)
{
    __m128i a = vec(i), b = vec(j), c = _mm_set_epi64x(j, j * 7);
    SHOW(_mm_add_epi8(a, b), i, j);
    SHOW(_mm_add_epi16(a, b), i, j);
    SHOW(_mm_add_epi32(a, b), i, j);
    SHOW(_mm_add_epi64(a, b), i, j);
    SHOW(_mm_sub_epi8(a, b), i, j);
    SHOW(_mm_sub_epi16(a, b), i, j);
    SHOW(_mm_sub_epi32(a, b), i, j);
    SHOW(_mm_sub_epi64(a, b), i, j);
    SHOW(_mm_adds_epi8(a, b), i, j);
    SHOW(_mm_adds_epi16(a, b), i, j);
    SHOW(_mm_adds_epu8(a, b), i, j);
    SHOW(_mm_adds_epu16(a, b), i, j);
    SHOW(_mm_subs_epi8(a, b), i, j);
    SHOW(_mm_subs_epi16(a, b), i, j);
    SHOW(_mm_subs_epu8(a, b), i, j);
    SHOW(_mm_subs_epu16(a, b), i, j);
    SHOW(_mm_avg_epu8(a, b), i, j);
    SHOW(_mm_avg_epu16(a, b), i, j);
    SHOW(_mm_madd_epi16(a, b), i, j);
    SHOW(_mm_max_epi16(a, b), i, j);
    SHOW(_mm_min_epi16(a, b), i, j);
    SHOW(_mm_max_epu8(a, b), i, j);
    SHOW(_mm_min_epu8(a, b), i, j);
    SHOW(_mm_mulhi_epi16(a, b), i, j);
    SHOW(_mm_mulhi_epu16(a, b), i, j);
    SHOW(_mm_mullo_epi16(a, b), i, j);
    SHOW(_mm_mul_epu32(a, b), i, j);
    SHOW(_mm_mul_su32(_mm_movepi64_pi64(a), _mm_movepi64_pi64(b)), i, j);
    SHOW(_mm_sad_epu8(a, b), i, j);
    SHOW(_mm_and_si128(a, b), i, j);
    SHOW(_mm_andnot_si128(a, b), i, j);
    SHOW(_mm_or_si128(a, b), i, j);
    SHOW(_mm_xor_si128(a, b), i, j);
    SHOW(_mm_cmpeq_epi8(a, b), i, j);
    SHOW(_mm_cmpeq_epi16(a, b), i, j);
    SHOW(_mm_cmpeq_epi32(a, b), i, j);
    SHOW(_mm_cmpgt_epi8(a, b), i, j);
    SHOW(_mm_cmpgt_epi16(a, b), i, j);
    SHOW(_mm_cmpgt_epi32(a, b), i, j);
    SHOW(_mm_cmplt_epi8(a, b), i, j);
    SHOW(_mm_cmplt_epi16(a, b), i, j);
    SHOW(_mm_cmplt_epi32(a, b), i, j);
    SHOW(_mm_packs_epi16(a, b), i, j);
    SHOW(_mm_packs_epi32(a, b), i, j);
    SHOW(_mm_packus_epi16(a, b), i, j);
    SHOW(_mm_unpackhi_epi8(a, b), i, j);
    SHOW(_mm_unpacklo_epi8(a, b), i, j);
    SHOW(_mm_unpackhi_epi16(a, b), i, j);
    SHOW(_mm_unpacklo_epi16(a, b), i, j);
    SHOW(_mm_unpackhi_epi32(a, b), i, j);
    SHOW(_mm_unpacklo_epi32(a, b), i, j);
    SHOW(_mm_unpackhi_epi64(a, b), i, j);
    SHOW(_mm_unpacklo_epi64(a, b), i, j);
    SHOW(_mm_sll_epi16(a, c), i, j);
    SHOW(_mm_sll_epi32(a, c), i, j);
    SHOW(_mm_sll_epi64(a, c), i, j);
    SHOW(_mm_srl_epi16(a, c), i, j);
    SHOW(_mm_srl_epi32(a, c), i, j);
    SHOW(_mm_srl_epi64(a, c), i, j);
    SHOW(_mm_sra_epi16(a, c), i, j);
    SHOW(_mm_sra_epi32(a, c), i, j);
    SHOW(_mm_add_si64(_mm_movepi64_pi64(a), _mm_movepi64_pi64(b)), i, j);
    SHOW(_mm_sub_si64(_mm_movepi64_pi64(a), _mm_movepi64_pi64(b)), i, j);
    {
        char out[16];
        memset(out, 0x55, 16);
        _mm_maskmoveu_si128(a, b, out);
        show("_mm_maskmoveu_si128", i, j, out, 16);
    }
}

static void unary(int i)
{
    __m128i a = vec(i);
    SHIFTS(_mm_slli_epi16, i);
    SHIFTS(_mm_slli_epi32, i);
    SHIFTS(_mm_slli_epi64, i);
    SHIFTS(_mm_srli_epi16, i);
    SHIFTS(_mm_srli_epi32, i);
    SHIFTS(_mm_srli_epi64, i);
    SHIFTS(_mm_srai_epi16, i);
    SHIFTS(_mm_srai_epi32, i);
    SHIFTS(_mm_slli_si128, i);
    SHIFTS(_mm_srli_si128, i);
    SHIFTS(_mm_bslli_si128, i);
    SHIFTS(_mm_bsrli_si128, i);
    SHOW(_mm_movemask_epi8(a), i, 0);
    SHOW(_mm_extract_epi16(a, 0), i, 0);
    SHOW(_mm_extract_epi16(a, 5), i, 5);
    SHOW(_mm_extract_epi16(a, 7), i, 7);
    SHOW(_mm_insert_epi16(a, -2, 0), i, 0);
    SHOW(_mm_insert_epi16(a, 0x8234, 6), i, 6);
    SHOW(_mm_shuffle_epi32(a, 0x1b), i, 0);
    SHOW(_mm_shuffle_epi32(a, _MM_SHUFFLE(2, 2, 0, 1)), i, 0);
    SHOW(_mm_shufflelo_epi16(a, 0x1b), i, 0);
    SHOW(_mm_shufflelo_epi16(a, _MM_SHUFFLE(3, 3, 0, 2)), i, 0);
    SHOW(_mm_shufflehi_epi16(a, 0x1b), i, 0);
    SHOW(_mm_shufflehi_epi16(a, _MM_SHUFFLE(0, 1, 1, 3)), i, 0);
    SHOW(_mm_cvtsi128_si32(a), i, 0);
    SHOW(_mm_cvtsi128_si64(a), i, 0);
    SHOW(_mm_cvtsi128_si64x(a), i, 0);
    SHOW(_mm_move_epi64(a), i, 0);
    SHOW(_mm_movepi64_pi64(a), i, 0);
    SHOW(_mm_movpi64_epi64(_mm_movepi64_pi64(a)), i, 0);
    SHOW(_mm_cvtepi32_ps(a), i, 0);
    SHOW(_mm_cvtepi32_pd(a), i, 0);
    SHOW(_mm_castsi128_ps(a), i, 0);
    SHOW(_mm_castsi128_pd(a), i, 0);
    SHOW(_mm_castps_si128(_mm_castsi128_ps(a)), i, 0);
    SHOW(_mm_castpd_si128(_mm_castsi128_pd(a)), i, 0);
    SHOW(_mm_castpd_ps(_mm_castsi128_pd(a)), i, 0);
    SHOW(_mm_castps_pd(_mm_castsi128_ps(a)), i, 0);
}

static void sets(void)
{
    SHOW(_mm_setzero_si128(), 0, 0);
    SHOW(_mm_set_epi64x(-2, 0x123456789abcLL), 0, 0);
    SHOW(_mm_set_epi64(_mm_cvtsi64_m64(5), _mm_cvtsi64_m64(-6)), 0, 0);
    SHOW(_mm_set_epi32(1, -2, 3, -4), 0, 0);
    SHOW(_mm_set_epi16(1, -2, 3, -4, 5, -6, 7, -8), 0, 0);
    SHOW(_mm_set_epi8(1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16), 0, 0);
    SHOW(_mm_set1_epi64x(-3), 0, 0);
    SHOW(_mm_set1_epi64(_mm_cvtsi64_m64(77)), 0, 0);
    SHOW(_mm_set1_epi32(-100000), 0, 0);
    SHOW(_mm_set1_epi16(-1000), 0, 0);
    SHOW(_mm_set1_epi8(-100), 0, 0);
    SHOW(_mm_setr_epi64(_mm_cvtsi64_m64(5), _mm_cvtsi64_m64(-6)), 0, 0);
    SHOW(_mm_setr_epi32(1, -2, 3, -4), 0, 0);
    SHOW(_mm_setr_epi16(1, -2, 3, -4, 5, -6, 7, -8), 0, 0);
    SHOW(_mm_setr_epi8(1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16), 0, 0);
    SHOW(_mm_cvtsi32_si128(-5), 0, 0);
    SHOW(_mm_cvtsi64_si128(-5), 0, 0);
    SHOW(_mm_cvtsi64x_si128(-5), 0, 0);
    SHOW(_mm_setzero_pd(), 0, 0);
    SHOW(_mm_set_sd(-2.5), 0, 0);
    SHOW(_mm_set1_pd(3.5), 0, 0);
    SHOW(_mm_set_pd1(3.5), 0, 0);
    SHOW(_mm_set_pd(1.0, 2.0), 0, 0);
    SHOW(_mm_setr_pd(1.0, 2.0), 0, 0);
}

static void memory(void)
{
    double din[4] __attribute__((aligned(16))) = {1.5, 2.5, 3.5, 4.5};
    unsigned char out[24] __attribute__((aligned(16)));
    __m128d d = _mm_setr_pd(-1.0, -2.0);
    __m128i v = vec(7);
    SHOW(_mm_load_pd(din), 0, 0);
    SHOW(_mm_loadu_pd(din + 1), 0, 0);
    SHOW(_mm_load_sd(din + 2), 0, 0);
    SHOW(_mm_load1_pd(din + 3), 0, 0);
    SHOW(_mm_load_pd1(din + 3), 0, 0);
    SHOW(_mm_loadr_pd(din + 2), 0, 0);
    SHOW(_mm_loadh_pd(d, din + 1), 0, 0);
    SHOW(_mm_loadl_pd(d, din + 1), 0, 0);
    SHOW(_mm_load_si128((__m128i const *)BYTES[7]), 0, 0);
    SHOW(_mm_loadu_si128((__m128i const *)(BYTES[6] + 1)), 0, 0);
    SHOW(_mm_loadl_epi64((__m128i const *)(BYTES[6] + 3)), 0, 0);
    SHOW(_mm_loadu_si64(BYTES[6] + 5), 0, 0);
    SHOW(_mm_loadu_si32(BYTES[6] + 5), 0, 0);
    SHOW(_mm_loadu_si16(BYTES[6] + 5), 0, 0);
#define STORE(S)                                                                             \
    do {                                                                                     \
        memset(out, 0, sizeof out);                                                          \
        S;                                                                                   \
        show(#S, 0, 0, out, sizeof out);                                                     \
    } while (0)
    STORE(_mm_store_pd((double *)out, d));
    STORE(_mm_storeu_pd((double *)(out + 1), d));
    STORE(_mm_store_sd((double *)(out + 2), d));
    STORE(_mm_store1_pd((double *)out, d));
    STORE(_mm_store_pd1((double *)out, d));
    STORE(_mm_storer_pd((double *)out, d));
    STORE(_mm_storeh_pd((double *)(out + 3), d));
    STORE(_mm_storel_pd((double *)(out + 3), d));
    STORE(_mm_stream_pd((double *)out, d));
    STORE(_mm_store_si128((__m128i *)out, v));
    STORE(_mm_storeu_si128((__m128i *)(out + 1), v));
    STORE(_mm_storel_epi64((__m128i *)(out + 2), v));
    STORE(_mm_storeu_si64(out + 3, v));
    STORE(_mm_storeu_si32(out + 3, v));
    STORE(_mm_storeu_si16(out + 3, v));
    STORE(_mm_stream_si128((__m128i *)out, v));
    STORE(_mm_stream_si32((int *)out, -3));
    STORE(_mm_stream_si64((long long *)out, -3));
    _mm_lfence();
    _mm_mfence();
    _mm_clflush(out);
    _mm_pause();
}

static void doubles(int i, int j)
{
    __m128d a = _mm_loadu_pd(DOUBLES[i]), b = _mm_loadu_pd(DOUBLES[j]);
    int k;
    SHOW(_mm_add_pd(a, b), i, j);
    SHOW(_mm_sub_pd(a, b), i, j);
    SHOW(_mm_mul_pd(a, b), i, j);
    SHOW(_mm_div_pd(a, b), i, j);
    SHOW(_mm_add_sd(a, b), i, j);
    SHOW(_mm_sub_sd(a, b), i, j);
    SHOW(_mm_mul_sd(a, b), i, j);
    SHOW(_mm_div_sd(a, b), i, j);
    SHOW(_mm_sqrt_sd(a, b), i, j);
    SHOW(_mm_min_pd(a, b), i, j);
    SHOW(_mm_max_pd(a, b), i, j);
    SHOW(_mm_min_sd(a, b), i, j);
    SHOW(_mm_max_sd(a, b), i, j);
    SHOW(_mm_and_pd(a, b), i, j);
    SHOW(_mm_andnot_pd(a, b), i, j);
    SHOW(_mm_or_pd(a, b), i, j);
    SHOW(_mm_xor_pd(a, b), i, j);
    SHOW(_mm_cmpeq_pd(a, b), i, j);
    SHOW(_mm_cmplt_pd(a, b), i, j);
    SHOW(_mm_cmple_pd(a, b), i, j);
    SHOW(_mm_cmpgt_pd(a, b), i, j);
    SHOW(_mm_cmpge_pd(a, b), i, j);
    SHOW(_mm_cmpneq_pd(a, b), i, j);
    SHOW(_mm_cmpnlt_pd(a, b), i, j);
    SHOW(_mm_cmpnle_pd(a, b), i, j);
    SHOW(_mm_cmpngt_pd(a, b), i, j);
    SHOW(_mm_cmpnge_pd(a, b), i, j);
    SHOW(_mm_cmpord_pd(a, b), i, j);
    SHOW(_mm_cmpunord_pd(a, b), i, j);
    SHOW(_mm_cmpeq_sd(a, b), i, j);
    SHOW(_mm_cmplt_sd(a, b), i, j);
    SHOW(_mm_cmple_sd(a, b), i, j);
    SHOW(_mm_cmpgt_sd(a, b), i, j);
    SHOW(_mm_cmpge_sd(a, b), i, j);
    SHOW(_mm_cmpneq_sd(a, b), i, j);
    SHOW(_mm_cmpnlt_sd(a, b), i, j);
    SHOW(_mm_cmpnle_sd(a, b), i, j);
    SHOW(_mm_cmpngt_sd(a, b), i, j);
    SHOW(_mm_cmpnge_sd(a, b), i, j);
    SHOW(_mm_cmpord_sd(a, b), i, j);
    SHOW(_mm_cmpunord_sd(a, b), i, j);
    for (k = 0; k < 2; k++) {
        SHOW(_mm_comieq_sd(a, b), i, j);
        SHOW(_mm_comilt_sd(a, b), i, j);
        SHOW(_mm_comile_sd(a, b), i, j);
        SHOW(_mm_comigt_sd(a, b), i, j);
        SHOW(_mm_comige_sd(a, b), i, j);
        SHOW(_mm_comineq_sd(a, b), i, j);
        SHOW(_mm_ucomieq_sd(a, b), i, j);
        SHOW(_mm_ucomilt_sd(a, b), i, j);
        SHOW(_mm_ucomile_sd(a, b), i, j);
        SHOW(_mm_ucomigt_sd(a, b), i, j);
        SHOW(_mm_ucomige_sd(a, b), i, j);
        SHOW(_mm_ucomineq_sd(a, b), i, j);
        a = _mm_shuffle_pd(a, a, 1);
    }
    SHOW(_mm_move_sd(a, b), i, j);
    SHOW(_mm_unpackhi_pd(a, b), i, j);
    SHOW(_mm_unpacklo_pd(a, b), i, j);
    SHOW(_mm_shuffle_pd(a, b, 0), i, j);
    SHOW(_mm_shuffle_pd(a, b, 1), i, j);
    SHOW(_mm_shuffle_pd(a, b, 2), i, j);
    SHOW(_mm_shuffle_pd(a, b, 3), i, j);
    if (j == 0) {
        SHOW(_mm_sqrt_pd(a), i, j);
        SHOW(_mm_movemask_pd(a), i, j);
        SHOW(_mm_cvtsd_f64(a), i, j);
        SHOW(_mm_cvtss_sd(a, _mm_set1_ps(-1.25f)), i, j);
        SHOW(_mm_cvtsi32_sd(a, -7), i, j);
        SHOW(_mm_cvtsi64_sd(a, -7000000000000LL), i, j);
        SHOW(_mm_cvtsi64x_sd(a, 12), i, j);
        SHOW(_mm_cvtps_pd(_mm_loadu_ps(FLOATS[i % NFLOATS])), i, j);
        SHOW(_mm_cvtpi32_pd(_mm_set_pi32(i, -2147483647 - 1)), i, j);
    }
}

/* The conversions that round in the current mode, in each mode. */
static void conversions(void)
{
    int m, i;
    unsigned int csr = _mm_getcsr();
    for (m = 0; m < 4; m++) {
        _MM_SET_ROUNDING_MODE(ROUNDINGS[m]);
        for (i = 0; i < NDOUBLES; i++) {
            __m128d a = _mm_loadu_pd(DOUBLES[i]), s = _mm_shuffle_pd(a, a, 1);
            SHOW(_mm_cvtpd_ps(a), m, i);
            SHOW(_mm_cvtpd_epi32(a), m, i);
            SHOW(_mm_cvttpd_epi32(a), m, i);
            SHOW(_mm_cvtpd_pi32(a), m, i);
            SHOW(_mm_cvttpd_pi32(a), m, i);
            SHOW(_mm_cvtsd_si32(a), m, i);
            SHOW(_mm_cvtsd_si32(s), m, i);
            SHOW(_mm_cvtsd_si64(a), m, i);
            SHOW(_mm_cvtsd_si64(s), m, i);
            SHOW(_mm_cvtsd_si64x(s), m, i);
            SHOW(_mm_cvttsd_si32(a), m, i);
            SHOW(_mm_cvttsd_si32(s), m, i);
            SHOW(_mm_cvttsd_si64(a), m, i);
            SHOW(_mm_cvttsd_si64(s), m, i);
            SHOW(_mm_cvttsd_si64x(s), m, i);
            SHOW(_mm_cvtsd_ss(_mm_set1_ps(9.0f), a), m, i);
            SHOW(_mm_cvtsd_ss(_mm_set1_ps(9.0f), s), m, i);
        }
        for (i = 0; i < NFLOATS; i++) {
            __m128 f = _mm_loadu_ps(FLOATS[i]);
            SHOW(_mm_cvtps_epi32(f), m, i);
            SHOW(_mm_cvttps_epi32(f), m, i);
        }
        for (i = 0; i < NBYTES; i++)
            SHOW(_mm_cvtepi32_ps(vec(i)), m, i);
    }
    _mm_setcsr(csr);
}

int main(void)
{
    int i, j;
    sets();
    memory();
    for (i = 0; i < NBYTES; i++) {
        unary(i);
        for (j = 0; j < NBYTES; j++)
            integers(i, j);
    }
    for (i = 0; i < NDOUBLES; i++)
        for (j = 0; j < NDOUBLES; j++)
            doubles(i, j);
    conversions();
    return 0;
}
