/* Floating point with SSE to SSE4.1: a 4x4 matrix times vectors (_MM_TRANSPOSE4_PS,
   _mm_hadd_ps, _mm_dp_ps), clamping with _mm_min_ps/_mm_max_ps and what they do with NaNs
   (the second operand wins), float to int conversions in each rounding mode
   (_mm_cvtps_epi32 follows MXCSR, _mm_cvttps_epi32 truncates, both give INT_MIN when out
   of range), _mm_round_ps, _mm_sqrt_pd, and a Mandelbrot set drawn four pixels at a time
   with compare masks and _mm_movemask_ps. */
#include <smmintrin.h>
#include <stdio.h>
#include <math.h>

static void show4(const char *what, __m128 v)
{
    float f[4];
    _mm_storeu_ps(f, v);
    printf("%-10s %g %g %g %g\n", what, f[0], f[1], f[2], f[3]);
}
static void show4i(const char *what, __m128i v)
{
    int x[4];
    _mm_storeu_si128((__m128i *)x, v);
    printf("%-10s %d %d %d %d\n", what, x[0], x[1], x[2], x[3]);
}

static void matrices(void)
{
    __m128 r0 = _mm_setr_ps(1, 2, 3, 4), r1 = _mm_setr_ps(5, 6, 7, 8);
    __m128 r2 = _mm_setr_ps(9, 10, 11, 12), r3 = _mm_setr_ps(13, 14, 15, 16);
    __m128 v = _mm_setr_ps(1, -1, 0.5f, 2), t0, t1, t2, t3, y;
    /* M v by rows: four dot products. */
    y = _mm_hadd_ps(_mm_hadd_ps(_mm_mul_ps(r0, v), _mm_mul_ps(r1, v)),
                    _mm_hadd_ps(_mm_mul_ps(r2, v), _mm_mul_ps(r3, v)));
    show4("Mv hadd", y);
    y = _mm_or_ps(_mm_or_ps(_mm_dp_ps(r0, v, 0xf1), _mm_dp_ps(r1, v, 0xf2)),
                  _mm_or_ps(_mm_dp_ps(r2, v, 0xf4), _mm_dp_ps(r3, v, 0xf8)));
    show4("Mv dp", y);
    /* By columns: the transpose times broadcast elements. */
    t0 = r0, t1 = r1, t2 = r2, t3 = r3;
    _MM_TRANSPOSE4_PS(t0, t1, t2, t3);
    y = _mm_add_ps(_mm_add_ps(_mm_mul_ps(t0, _mm_shuffle_ps(v, v, 0x00)), _mm_mul_ps(t1, _mm_shuffle_ps(v, v, 0x55))),
                   _mm_add_ps(_mm_mul_ps(t2, _mm_shuffle_ps(v, v, 0xaa)), _mm_mul_ps(t3, _mm_shuffle_ps(v, v, 0xff))));
    show4("Mv cols", y);
    show4("row 2^T", t2);
}

static void clamps(void)
{
    __m128 x = _mm_setr_ps(-5.0f, 0.25f, NAN, 7.0f);
    __m128 lo = _mm_set1_ps(0.0f), hi = _mm_set1_ps(1.0f);
    show4("clamp", _mm_min_ps(_mm_max_ps(x, lo), hi));
    show4("clamp r", _mm_max_ps(lo, _mm_min_ps(hi, x)));
    show4("min -0", _mm_min_ps(_mm_set1_ps(-0.0f), _mm_set1_ps(0.0f)));
    printf("movemask %d %d\n", _mm_movemask_ps(_mm_cmpunord_ps(x, x)), _mm_movemask_ps(_mm_cmpnlt_ps(x, lo)));
}

static void conversions(void)
{
    static const char *names[] = {"nearest", "down", "up", "zero"};
    static const int modes[] = {_MM_ROUND_NEAREST, _MM_ROUND_DOWN, _MM_ROUND_UP, _MM_ROUND_TOWARD_ZERO};
    __m128 x = _mm_setr_ps(2.5f, -2.5f, 3.7f, -0.2f);
    __m128 big = _mm_setr_ps(2147483648.0f, -2147483904.0f, INFINITY, NAN);
    unsigned csr = _mm_getcsr();
    int m;
    for (m = 0; m < 4; m++) {
        _MM_SET_ROUNDING_MODE(modes[m]);
        printf("%s:\n", names[m]);
        show4i("cvtps", _mm_cvtps_epi32(x));
        show4i("cvttps", _mm_cvttps_epi32(x));
        show4("round cur", _mm_round_ps(x, _MM_FROUND_CUR_DIRECTION));
        printf("%-10s %d %lld\n", "cvtss", _mm_cvtss_si32(x), _mm_cvtsd_si64(_mm_set_sd(-1e10 - 0.5)));
    }
    _mm_setcsr(csr);
    show4i("cvtps big", _mm_cvtps_epi32(big));
    show4i("cvttps big", _mm_cvttps_epi32(big));
    show4("floor", _mm_floor_ps(x));
    show4("ceil", _mm_ceil_ps(x));
    show4("nearest", _mm_round_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    show4("trunc", _mm_round_ps(x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
    {
        __m128d d = _mm_sqrt_pd(_mm_setr_pd(2.0, 1e300));
        printf("sqrt %.17g %.17g\n", _mm_cvtsd_f64(d), _mm_cvtsd_f64(_mm_unpackhi_pd(d, d)));
    }
}

/* Four pixels of a row at a time: iterate while |z|^2 <= 4, counting per lane. */
static void mandelbrot(void)
{
    int row, col, k;
    for (row = 0; row < 24; row++) {
        char line[65];
        float ci = -1.2f + row * 0.1f;
        for (col = 0; col < 64; col += 4) {
            __m128 cr = _mm_add_ps(_mm_set1_ps(-2.1f + col * 0.045f), _mm_setr_ps(0, 0.045f, 0.09f, 0.135f));
            __m128 zr = _mm_setzero_ps(), zi = _mm_setzero_ps(), n = _mm_setzero_ps();
            __m128 c_i = _mm_set1_ps(ci), four = _mm_set1_ps(4.0f), one = _mm_set1_ps(1.0f);
            for (k = 0; k < 50; k++) {
                __m128 zr2 = _mm_mul_ps(zr, zr), zi2 = _mm_mul_ps(zi, zi);
                __m128 inside = _mm_cmple_ps(_mm_add_ps(zr2, zi2), four);
                if (_mm_movemask_ps(inside) == 0)
                    break;
                n = _mm_add_ps(n, _mm_and_ps(inside, one));
                zi = _mm_add_ps(_mm_mul_ps(_mm_set1_ps(2.0f), _mm_mul_ps(zr, zi)), c_i);
                zr = _mm_add_ps(_mm_sub_ps(zr2, zi2), cr);
            }
            {
                __m128i counts = _mm_cvttps_epi32(n);
                for (k = 0; k < 4; k++) {
                    int c = _mm_cvtsi128_si32(_mm_srli_si128(counts, 0));
                    line[col + k] = " .:-=+*#%@"[c >= 50 ? 9 : c / 6];
                    counts = _mm_srli_si128(counts, 4);
                }
            }
        }
        line[64] = 0;
        printf("%s\n", line);
    }
}

int main(void)
{
    matrices();
    clamps();
    conversions();
    mandelbrot();
    return 0;
}
