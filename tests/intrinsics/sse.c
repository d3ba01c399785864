/* <mmintrin.h> and <xmmintrin.h>: every intrinsic on edge inputs. */
#include <xmmintrin.h>
#include "common.h"

static __m64 m64(int i)
{
    __m64 m;
    memcpy(&m, BYTES[i] + (i & 1) * 8, 8);
    return m;
}

static void mmx(int i, int j)
{
    __m64 a = m64(i), b = m64(j), c;
    int n;
    SHOW(_mm_packs_pi16(a, b), i, j);
    SHOW(_mm_packs_pi32(a, b), i, j);
    SHOW(_mm_packs_pu16(a, b), i, j);
    SHOW(_mm_unpackhi_pi8(a, b), i, j);
    SHOW(_mm_unpacklo_pi8(a, b), i, j);
    SHOW(_mm_unpackhi_pi16(a, b), i, j);
    SHOW(_mm_unpacklo_pi16(a, b), i, j);
    SHOW(_mm_unpackhi_pi32(a, b), i, j);
    SHOW(_mm_unpacklo_pi32(a, b), i, j);
    SHOW(_mm_add_pi8(a, b), i, j);
    SHOW(_mm_add_pi16(a, b), i, j);
    SHOW(_mm_add_pi32(a, b), i, j);
    SHOW(_mm_sub_pi8(a, b), i, j);
    SHOW(_mm_sub_pi16(a, b), i, j);
    SHOW(_mm_sub_pi32(a, b), i, j);
    SHOW(_mm_adds_pi8(a, b), i, j);
    SHOW(_mm_adds_pi16(a, b), i, j);
    SHOW(_mm_adds_pu8(a, b), i, j);
    SHOW(_mm_adds_pu16(a, b), i, j);
    SHOW(_mm_subs_pi8(a, b), i, j);
    SHOW(_mm_subs_pi16(a, b), i, j);
    SHOW(_mm_subs_pu8(a, b), i, j);
    SHOW(_mm_subs_pu16(a, b), i, j);
    SHOW(_mm_madd_pi16(a, b), i, j);
    SHOW(_mm_mulhi_pi16(a, b), i, j);
    SHOW(_mm_mullo_pi16(a, b), i, j);
    SHOW(_mm_and_si64(a, b), i, j);
    SHOW(_mm_andnot_si64(a, b), i, j);
    SHOW(_mm_or_si64(a, b), i, j);
    SHOW(_mm_xor_si64(a, b), i, j);
    SHOW(_mm_cmpeq_pi8(a, b), i, j);
    SHOW(_mm_cmpeq_pi16(a, b), i, j);
    SHOW(_mm_cmpeq_pi32(a, b), i, j);
    SHOW(_mm_cmpgt_pi8(a, b), i, j);
    SHOW(_mm_cmpgt_pi16(a, b), i, j);
    SHOW(_mm_cmpgt_pi32(a, b), i, j);
    SHOW(_mm_max_pi16(a, b), i, j);
    SHOW(_mm_min_pi16(a, b), i, j);
    SHOW(_mm_max_pu8(a, b), i, j);
    SHOW(_mm_min_pu8(a, b), i, j);
    SHOW(_mm_mulhi_pu16(a, b), i, j);
    SHOW(_mm_avg_pu8(a, b), i, j);
    SHOW(_mm_avg_pu16(a, b), i, j);
    SHOW(_mm_sad_pu8(a, b), i, j);
    c = _mm_set_pi32(0, j * 5);
    SHOW(_mm_sll_pi16(a, c), i, j);
    SHOW(_mm_sll_pi32(a, c), i, j);
    SHOW(_mm_sll_si64(a, c), i, j);
    SHOW(_mm_srl_pi16(a, c), i, j);
    SHOW(_mm_srl_pi32(a, c), i, j);
    SHOW(_mm_srl_si64(a, c), i, j);
    SHOW(_mm_sra_pi16(a, c), i, j);
    SHOW(_mm_sra_pi32(a, c), i, j);
    if (j == 0) {
        for (n = 0; n < 70; n += 3) {
            SHOW(_mm_slli_pi16(a, n), i, n);
            SHOW(_mm_slli_pi32(a, n), i, n);
            SHOW(_mm_slli_si64(a, n), i, n);
            SHOW(_mm_srli_pi16(a, n), i, n);
            SHOW(_mm_srli_pi32(a, n), i, n);
            SHOW(_mm_srli_si64(a, n), i, n);
            SHOW(_mm_srai_pi16(a, n), i, n);
            SHOW(_mm_srai_pi32(a, n), i, n);
        }
        SHOW(_mm_movemask_pi8(a), i, j);
        SHOW(_mm_cvtsi64_si32(a), i, j);
        SHOW(_mm_cvtm64_si64(a), i, j);
        SHOW(_mm_extract_pi16(a, 0), i, j);
        SHOW(_mm_extract_pi16(a, 3), i, j);
        SHOW(_mm_insert_pi16(a, 0x1234, 2), i, j);
        SHOW(_mm_shuffle_pi16(a, 0x1b), i, j);
        SHOW(_mm_shuffle_pi16(a, _MM_SHUFFLE(0, 0, 3, 1)), i, j);
        SHOW(_mm_cvtpi16_ps(a), i, j);
        SHOW(_mm_cvtpu16_ps(a), i, j);
        SHOW(_mm_cvtpi8_ps(a), i, j);
        SHOW(_mm_cvtpu8_ps(a), i, j);
    }
    /* The old _m_ names. */
    SHOW(_m_packsswb(a, b), i, j); SHOW(_m_packssdw(a, b), i, j); SHOW(_m_packuswb(a, b), i, j);
    SHOW(_m_punpckhbw(a, b), i, j); SHOW(_m_punpckhwd(a, b), i, j); SHOW(_m_punpckhdq(a, b), i, j);
    SHOW(_m_punpcklbw(a, b), i, j); SHOW(_m_punpcklwd(a, b), i, j); SHOW(_m_punpckldq(a, b), i, j);
    SHOW(_m_paddb(a, b), i, j); SHOW(_m_paddw(a, b), i, j); SHOW(_m_paddd(a, b), i, j);
    SHOW(_m_paddsb(a, b), i, j); SHOW(_m_paddsw(a, b), i, j); SHOW(_m_paddusb(a, b), i, j);
    SHOW(_m_paddusw(a, b), i, j); SHOW(_m_psubb(a, b), i, j); SHOW(_m_psubw(a, b), i, j);
    SHOW(_m_psubd(a, b), i, j); SHOW(_m_psubsb(a, b), i, j); SHOW(_m_psubsw(a, b), i, j);
    SHOW(_m_psubusb(a, b), i, j); SHOW(_m_psubusw(a, b), i, j); SHOW(_m_pmaddwd(a, b), i, j);
    SHOW(_m_pmulhw(a, b), i, j); SHOW(_m_pmullw(a, b), i, j); SHOW(_m_pand(a, b), i, j);
    SHOW(_m_pandn(a, b), i, j); SHOW(_m_por(a, b), i, j); SHOW(_m_pxor(a, b), i, j);
    SHOW(_m_pcmpeqb(a, b), i, j); SHOW(_m_pcmpeqw(a, b), i, j); SHOW(_m_pcmpeqd(a, b), i, j);
    SHOW(_m_pcmpgtb(a, b), i, j); SHOW(_m_pcmpgtw(a, b), i, j); SHOW(_m_pcmpgtd(a, b), i, j);
    SHOW(_m_pmaxsw(a, b), i, j); SHOW(_m_pmaxub(a, b), i, j); SHOW(_m_pminsw(a, b), i, j);
    SHOW(_m_pminub(a, b), i, j); SHOW(_m_pmulhuw(a, b), i, j); SHOW(_m_pavgb(a, b), i, j);
    SHOW(_m_pavgw(a, b), i, j); SHOW(_m_psadbw(a, b), i, j);
    SHOW(_m_psllw(a, c), i, j); SHOW(_m_pslld(a, c), i, j); SHOW(_m_psllq(a, c), i, j);
    SHOW(_m_psrlw(a, c), i, j); SHOW(_m_psrld(a, c), i, j); SHOW(_m_psrlq(a, c), i, j);
    SHOW(_m_psraw(a, c), i, j); SHOW(_m_psrad(a, c), i, j);
    SHOW(_m_psllwi(a, j * 3), i, j); SHOW(_m_pslldi(a, j * 5), i, j); SHOW(_m_psllqi(a, j * 9), i, j);
    SHOW(_m_psrlwi(a, j * 3), i, j); SHOW(_m_psrldi(a, j * 5), i, j); SHOW(_m_psrlqi(a, j * 9), i, j);
    SHOW(_m_psrawi(a, j * 3), i, j); SHOW(_m_psradi(a, j * 5), i, j);
    SHOW(_m_pextrw(a, 2), i, j); SHOW(_m_pinsrw(a, j, 1), i, j); SHOW(_m_pmovmskb(a), i, j);
    SHOW(_m_pshufw(a, 0x4e), i, j); SHOW(_m_to_int(a), i, j); SHOW(_m_to_int64(a), i, j);
    SHOW(_m_from_int(j - 3), i, j); SHOW(_m_from_int64(j - 3), i, j);
    _m_empty();
    {
        char out[8];
        memset(out, 0x55, 8);
        _m_maskmovq(a, b, out);
        SHOW(*(long long *)out, i, j);
    }
    {
        char out[8];
        memset(out, 0x55, 8);
        _mm_maskmove_si64(a, b, out);
        SHOW(*(long long *)out, i, j);
    }
}

static void sets(void)
{
    SHOW(_mm_setzero_si64(), 0, 0);
    SHOW(_mm_set_pi32(-5, 7), 0, 0);
    SHOW(_mm_setr_pi32(-5, 7), 0, 0);
    SHOW(_mm_set1_pi32(-9), 0, 0);
    SHOW(_mm_set_pi16(1, -2, 3, -4), 0, 0);
    SHOW(_mm_setr_pi16(1, -2, 3, -4), 0, 0);
    SHOW(_mm_set1_pi16(-300), 0, 0);
    SHOW(_mm_set_pi8(1, 2, 3, 4, 5, 6, 7, -8), 0, 0);
    SHOW(_mm_setr_pi8(1, 2, 3, 4, 5, 6, 7, -8), 0, 0);
    SHOW(_mm_set1_pi8(-100), 0, 0);
    SHOW(_mm_cvtsi32_si64(-77), 0, 0);
    SHOW(_mm_cvtsi64_m64(-77000000000LL), 0, 0);
    SHOW(_mm_setzero_ps(), 0, 0);
    SHOW(_mm_set_ss(3.25f), 0, 0);
    SHOW(_mm_set1_ps(-1.5f), 0, 0);
    SHOW(_mm_set_ps1(2.5f), 0, 0);
    SHOW(_mm_set_ps(1, 2, 3, 4), 0, 0);
    SHOW(_mm_setr_ps(1, 2, 3, 4), 0, 0);
    SHOW(_MM_SHUFFLE(3, 1, 2, 0), 0, 0);
    {
        _mm_empty();
        __m128 r0 = _mm_setr_ps(1, 2, 3, 4), r1 = _mm_setr_ps(5, 6, 7, 8);
        __m128 r2 = _mm_setr_ps(9, 10, 11, 12), r3 = _mm_setr_ps(13, 14, 15, 16);
        _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
        SHOW(r0, 0, 0);
        SHOW(r1, 0, 0);
        SHOW(r2, 0, 0);
        SHOW(r3, 0, 0);
    }
}

static void memory(void)
{
    float in[8] __attribute__((aligned(16))) = {1, 2, 3, 4, 5, 6, 7, 8};
    float out[9] __attribute__((aligned(16)));
    __m128 a = _mm_setr_ps(-1, -2, -3, -4);
    __m64 m = _mm_set_pi32(11, 22);
    SHOW(_mm_load_ps(in), 0, 0);
    SHOW(_mm_loadu_ps(in + 1), 0, 0);
    SHOW(_mm_load_ss(in + 2), 0, 0);
    SHOW(_mm_load1_ps(in + 3), 0, 0);
    SHOW(_mm_load_ps1(in + 3), 0, 0);
    SHOW(_mm_loadr_ps(in + 4), 0, 0);
    SHOW(_mm_loadh_pi(a, (__m64 const *)in), 0, 0);
    SHOW(_mm_loadl_pi(a, (__m64 const *)(in + 2)), 0, 0);
#define STORE(S)                                                                             \
    do {                                                                                     \
        memset(out, 0, sizeof out);                                                          \
        S;                                                                                   \
        show(#S, 0, 0, out, sizeof out);                                                     \
    } while (0)
    STORE(_mm_store_ps(out, a));
    STORE(_mm_storeu_ps(out + 1, a));
    STORE(_mm_store_ss(out + 2, a));
    STORE(_mm_store1_ps(out, a));
    STORE(_mm_store_ps1(out, a));
    STORE(_mm_storer_ps(out, a));
    STORE(_mm_storeh_pi((__m64 *)out, a));
    STORE(_mm_storel_pi((__m64 *)(out + 2), a));
    STORE(_mm_stream_ps(out, a));
    STORE(_mm_stream_pi((__m64 *)out, m));
    _mm_sfence();
    _mm_prefetch((char const *)in, _MM_HINT_T0);
    _mm_prefetch((char const *)in, _MM_HINT_NTA);
    {
        float *p = _mm_malloc(100, 64);
        SHOW((int)((unsigned long)p % 64), 0, 0);
        _mm_free(p);
    }
}

/* rcpps and rsqrtps are approximations: within 1.5 * 2^-12 relatively. */
static int close_to(float got, float want)
{
    if (isnan(want))
        return isnan(got);
    if (isinf(want) || want == 0 || fabsf(want) > 1e37f || fabsf(want) < 1e-37f)
        return got == want;
    return fabsf(got - want) <= fabsf(want) * 1.5f / 4096;
}

static void floats(int i, int j)
{
    __m128 a = _mm_loadu_ps(FLOATS[i]), b = _mm_loadu_ps(FLOATS[j]);
    int k;
    SHOW(_mm_add_ps(a, b), i, j);
    SHOW(_mm_sub_ps(a, b), i, j);
    SHOW(_mm_mul_ps(a, b), i, j);
    SHOW(_mm_div_ps(a, b), i, j);
    SHOW(_mm_add_ss(a, b), i, j);
    SHOW(_mm_sub_ss(a, b), i, j);
    SHOW(_mm_mul_ss(a, b), i, j);
    SHOW(_mm_div_ss(a, b), i, j);
    SHOW(_mm_min_ps(a, b), i, j);
    SHOW(_mm_max_ps(a, b), i, j);
    SHOW(_mm_min_ss(a, b), i, j);
    SHOW(_mm_max_ss(a, b), i, j);
    SHOW(_mm_and_ps(a, b), i, j);
    SHOW(_mm_andnot_ps(a, b), i, j);
    SHOW(_mm_or_ps(a, b), i, j);
    SHOW(_mm_xor_ps(a, b), i, j);
    SHOW(_mm_cmpeq_ps(a, b), i, j);
    SHOW(_mm_cmplt_ps(a, b), i, j);
    SHOW(_mm_cmple_ps(a, b), i, j);
    SHOW(_mm_cmpgt_ps(a, b), i, j);
    SHOW(_mm_cmpge_ps(a, b), i, j);
    SHOW(_mm_cmpneq_ps(a, b), i, j);
    SHOW(_mm_cmpnlt_ps(a, b), i, j);
    SHOW(_mm_cmpnle_ps(a, b), i, j);
    SHOW(_mm_cmpngt_ps(a, b), i, j);
    SHOW(_mm_cmpnge_ps(a, b), i, j);
    SHOW(_mm_cmpord_ps(a, b), i, j);
    SHOW(_mm_cmpunord_ps(a, b), i, j);
    SHOW(_mm_cmpeq_ss(a, b), i, j);
    SHOW(_mm_cmplt_ss(a, b), i, j);
    SHOW(_mm_cmple_ss(a, b), i, j);
    SHOW(_mm_cmpgt_ss(a, b), i, j);
    SHOW(_mm_cmpge_ss(a, b), i, j);
    SHOW(_mm_cmpneq_ss(a, b), i, j);
    SHOW(_mm_cmpnlt_ss(a, b), i, j);
    SHOW(_mm_cmpnle_ss(a, b), i, j);
    SHOW(_mm_cmpngt_ss(a, b), i, j);
    SHOW(_mm_cmpnge_ss(a, b), i, j);
    SHOW(_mm_cmpord_ss(a, b), i, j);
    SHOW(_mm_cmpunord_ss(a, b), i, j);
    for (k = 0; k < 4; k++) {
        __m128 x = _mm_shuffle_ps(a, a, 0x39), y = _mm_shuffle_ps(b, b, 0x93);
        SHOW(_mm_comieq_ss(x, y), i, j);
        SHOW(_mm_comilt_ss(x, y), i, j);
        SHOW(_mm_comile_ss(x, y), i, j);
        SHOW(_mm_comigt_ss(x, y), i, j);
        SHOW(_mm_comige_ss(x, y), i, j);
        SHOW(_mm_comineq_ss(x, y), i, j);
        SHOW(_mm_ucomieq_ss(x, y), i, j);
        SHOW(_mm_ucomilt_ss(x, y), i, j);
        SHOW(_mm_ucomile_ss(x, y), i, j);
        SHOW(_mm_ucomigt_ss(x, y), i, j);
        SHOW(_mm_ucomige_ss(x, y), i, j);
        SHOW(_mm_ucomineq_ss(x, y), i, j);
        a = x;
        b = y;
    }
    SHOW(_mm_move_ss(a, b), i, j);
    SHOW(_mm_movehl_ps(a, b), i, j);
    SHOW(_mm_movelh_ps(a, b), i, j);
    SHOW(_mm_unpackhi_ps(a, b), i, j);
    SHOW(_mm_unpacklo_ps(a, b), i, j);
    SHOW(_mm_shuffle_ps(a, b, 0x00), i, j);
    SHOW(_mm_shuffle_ps(a, b, 0xe4), i, j);
    SHOW(_mm_shuffle_ps(a, b, _MM_SHUFFLE(1, 3, 0, 2)), i, j);
    SHOW(_mm_cvtpi32_ps(a, _mm_set_pi32(-16777217, j)), i, j);
    SHOW(_mm_cvtpi32x2_ps(_mm_set_pi32(i, -i), _mm_set_pi32(2147483647, j)), i, j);
    if (j == 0) {
        SHOW(_mm_sqrt_ps(a), i, j);
        SHOW(_mm_sqrt_ss(a), i, j);
        SHOW(_mm_movemask_ps(a), i, j);
        SHOW(_mm_cvtss_f32(a), i, j);
        SHOW(_mm_cvtsi32_ss(a, -123456789), i, j);
        SHOW(_mm_cvtsi64_ss(a, 0x7fffffffffffffffLL), i, j);
        SHOW(_mm_cvt_si2ss(a, 33), i, j);
        SHOW(_mm_cvtsi64x_ss(a, -33), i, j);
        SHOW(_mm_cvt_pi2ps(a, _mm_set_pi32(7, -7)), i, j);
        for (k = 0; k < 4; k++) {
            if (a[k] != 0 && fabsf(a[k]) < 1.2e-38f)
                continue; /* a denormal: the approximations flush it */
            printf("rcp %d %d: %d %d\n", i, k, close_to(_mm_rcp_ps(a)[k], 1.0f / a[k]),
                   close_to(_mm_rsqrt_ps(a)[k], 1.0f / sqrtf(a[k])));
        }
        printf("rcp_ss %d: %d %d\n", i, close_to(_mm_rcp_ss(a)[0], 1.0f / a[0]),
               close_to(_mm_rsqrt_ss(a)[0], 1.0f / sqrtf(a[0])));
        SHOW(_mm_rcp_ss(a)[3], i, j);
        SHOW(_mm_rsqrt_ss(a)[2], i, j);
    }
}

/* The conversions that round in the current mode, in each mode. */
static void conversions(void)
{
    int m, i, k;
    unsigned int csr = _mm_getcsr();
    for (m = 0; m < 4; m++) {
        _MM_SET_ROUNDING_MODE(ROUNDINGS[m]);
        SHOW(_MM_GET_ROUNDING_MODE(), m, 0);
        for (i = 0; i < NFLOATS; i++) {
            __m128 a = _mm_loadu_ps(FLOATS[i]);
            for (k = 0; k < 4; k++) {
                SHOW(_mm_cvtss_si32(a), m, i);
                SHOW(_mm_cvt_ss2si(a), m, i);
                SHOW(_mm_cvtss_si64(a), m, i);
                SHOW(_mm_cvttss_si32(a), m, i);
                SHOW(_mm_cvtt_ss2si(a), m, i);
                SHOW(_mm_cvttss_si64(a), m, i);
                SHOW(_mm_cvtss_si64x(a), m, i);
                SHOW(_mm_cvttss_si64x(a), m, i);
                a = _mm_shuffle_ps(a, a, 0x39);
            }
            SHOW(_mm_cvtps_pi32(a), m, i);
            SHOW(_mm_cvt_ps2pi(a), m, i);
            SHOW(_mm_cvttps_pi32(a), m, i);
            SHOW(_mm_cvtt_ps2pi(a), m, i);
            SHOW(_mm_cvtps_pi16(a), m, i);
            SHOW(_mm_cvtps_pi8(a), m, i);
            SHOW(_mm_cvtsi64_ss(a, 0x7fffffffffffff01LL), m, i);
            SHOW(_mm_cvtsi32_ss(a, 0x7fffff01), m, i);
        }
    }
    _mm_setcsr(csr);
    SHOW(_mm_getcsr() == csr, 0, 0);
    SHOW(_MM_GET_FLUSH_ZERO_MODE(), 0, 0);
    SHOW(_MM_GET_EXCEPTION_MASK(), 0, 0);
}

int main(void)
{
    int i, j;
    sets();
    memory();
    for (i = 0; i < NBYTES; i++)
        for (j = 0; j < NBYTES; j++)
            mmx(i, j);
    for (i = 0; i < NFLOATS; i++)
        for (j = 0; j < NFLOATS; j++)
            floats(i, j);
    conversions();
    return 0;
}
