/* NEON as text and numeric kernels use it: counting a byte with vceqq_u8 and a widening
   pairwise sum, upper-casing with a compare-and-select (vbslq_u8), hex encoding with a
   table lookup (vqtbl1q_u8) and zips, and a float dot product with vfmaq_f32, a clamp
   with vminq/vmaxq, reductions (vaddvq_f32, vmaxvq_f32) and conversion to integers
   (vcvtnq_s32_f32, vqmovn). Each kernel is checked against plain C on the same input. */
#include <arm_neon.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static size_t count_byte_neon(const uint8_t *p, size_t n, uint8_t c)
{
    uint8x16_t needle = vdupq_n_u8(c);
    uint64x2_t total = vdupq_n_u64(0);
    size_t i = 0, count;
    for (; i + 16 <= n; i += 16) {
        uint8x16_t hits = vshrq_n_u8(vceqq_u8(vld1q_u8(p + i), needle), 7);
        total = vpadalq_u32(total, vpaddlq_u16(vpaddlq_u8(hits)));
    }
    count = vgetq_lane_u64(total, 0) + vgetq_lane_u64(total, 1);
    for (; i < n; i++)
        count += p[i] == c;
    return count;
}

static void upper_neon(uint8_t *p, size_t n)
{
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        uint8x16_t v = vld1q_u8(p + i);
        uint8x16_t lower = vandq_u8(vcgeq_u8(v, vdupq_n_u8('a')), vcleq_u8(v, vdupq_n_u8('z')));
        vst1q_u8(p + i, vbslq_u8(lower, vsubq_u8(v, vdupq_n_u8(32)), v));
    }
    for (; i < n; i++)
        if (p[i] >= 'a' && p[i] <= 'z')
            p[i] -= 32;
}

static void hex_neon(char *out, const uint8_t *p, size_t n)
{
    static const uint8_t digits[16] = "0123456789abcdef";
    uint8x16_t table = vld1q_u8(digits);
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        uint8x16_t v = vld1q_u8(p + i);
        uint8x16_t hi = vqtbl1q_u8(table, vshrq_n_u8(v, 4));
        uint8x16_t lo = vqtbl1q_u8(table, vandq_u8(v, vdupq_n_u8(15)));
        vst1q_u8((uint8_t *)out + 2 * i, vzip1q_u8(hi, lo));
        vst1q_u8((uint8_t *)out + 2 * i + 16, vzip2q_u8(hi, lo));
    }
    for (; i < n; i++)
        sprintf(out + 2 * i, "%02x", p[i]);
    out[2 * n] = 0;
}

static float dot_neon(const float *a, const float *b, size_t n)
{
    float32x4_t acc = vdupq_n_f32(0.0f);
    size_t i;
    for (i = 0; i + 4 <= n; i += 4)
        acc = vfmaq_f32(acc, vld1q_f32(a + i), vld1q_f32(b + i));
    return vaddvq_f32(acc);
}

/* Each value clamped to [-100, 100], rounded to nearest even and narrowed to 16 bits. */
static void quantize_neon(int16_t *out, const float *x, size_t n, float *max)
{
    float32x4_t lo = vdupq_n_f32(-100.0f), hi = vdupq_n_f32(100.0f), m = vdupq_n_f32(-INFINITY);
    size_t i;
    for (i = 0; i + 8 <= n; i += 8) {
        float32x4_t a = vmaxq_f32(vminq_f32(vld1q_f32(x + i), hi), lo);
        float32x4_t b = vmaxq_f32(vminq_f32(vld1q_f32(x + i + 4), hi), lo);
        int32x4_t ia = vcvtnq_s32_f32(vmulq_n_f32(a, 300.0f));
        int32x4_t ib = vcvtnq_s32_f32(vmulq_n_f32(b, 300.0f));
        vst1q_s16(out + i, vcombine_s16(vqmovn_s32(ia), vqmovn_s32(ib)));
        m = vmaxq_f32(m, vmaxq_f32(a, b));
    }
    *max = vmaxvq_f32(m);
}

int main(void)
{
    static uint8_t text[1000], copy[1000];
    static char hex[2001], hex_ref[2001];
    static float a[256], b[256], x[64];
    int16_t q[64];
    float max, max_ref = -INFINITY, dot_ref = 0.0f;
    size_t i, count_ref = 0;
    int errors = 0;
    for (i = 0; i < sizeof text; i++)
        text[i] = (uint8_t)(" etaoinshrdluETAOIN,.\n\x80\xff"[(i * 7 + i / 13) % 24]);
    for (i = 0; i < sizeof text; i++)
        count_ref += text[i] == 'e';
    printf("count of 'e': %zu (%s)\n", count_byte_neon(text, sizeof text, 'e'),
           count_byte_neon(text, sizeof text, 'e') == count_ref ? "ok" : "DIFFERS");
    errors += count_byte_neon(text, sizeof text, 'e') != count_ref;

    memcpy(copy, text, sizeof text);
    upper_neon(copy, sizeof copy - 3);
    count_ref = 0;
    for (i = 0; i < sizeof text - 3; i++) {
        errors += copy[i] != (text[i] >= 'a' && text[i] <= 'z' ? text[i] - 32 : text[i]);
        count_ref += copy[i] >= 'A' && copy[i] <= 'Z';
    }
    printf("upper: %zu capitals, the last three bytes kept: %s\n", count_ref,
           memcmp(copy + 997, text + 997, 3) == 0 ? "ok" : "DIFFERS");

    hex_neon(hex, text, 37);
    for (i = 0; i < 37; i++)
        sprintf(hex_ref + 2 * i, "%02x", text[i]);
    printf("hex: %s (%s)\n", hex, strcmp(hex, hex_ref) == 0 ? "ok" : "DIFFERS");
    errors += strcmp(hex, hex_ref) != 0;

    for (i = 0; i < 256; i++) {
        a[i] = (float)((int)(i * 37 % 101) - 50) / 8.0f;
        b[i] = (float)((int)(i * 53 % 97) - 48) / 16.0f;
        dot_ref += a[i] * b[i];
    }
    printf("dot: %.3f (%s)\n", dot_neon(a, b, 256), dot_neon(a, b, 256) == dot_ref ? "ok" : "DIFFERS");
    errors += dot_neon(a, b, 256) != dot_ref;

    for (i = 0; i < 64; i++)
        x[i] = (float)((double)i * i * 0.37 - 200.0) * (i % 3 == 0 ? -1.0f : 1.0f) + 0.5f / 300;
    quantize_neon(q, x, 64, &max);
    for (i = 0; i < 64; i++) {
        float c = x[i] < -100.0f ? -100.0f : x[i] > 100.0f ? 100.0f : x[i];
        long r = lrintf(c * 300.0f);
        errors += q[i] != (r > 32767 ? 32767 : r < -32768 ? -32768 : r);
        if (c > max_ref)
            max_ref = c;
    }
    printf("quantized: %d %d %d %d, max %.4f (%s)\n", q[0], q[1], q[17], q[63], max,
           max == max_ref ? "ok" : "DIFFERS");
    errors += max != max_ref;
    printf("%s\n", errors ? "errors" : "all kernels agree");
    return errors != 0;
}
