/* Text processing with SSE2, the way zstd, simdjson-style scanners and libc's string
   functions use it: 16 bytes compared at once, _mm_movemask_epi8 turning the compare mask
   into bits and __builtin_ctz finding the first; ASCII case conversion with compare masks;
   byte sums with _mm_sad_epu8; digit parsing with _mm_madd_epi16 and _mm_packus_epi16.
   Each result is checked against a plain loop. */
#include <emmintrin.h>
#include <stdio.h>
#include <string.h>

static size_t sse_strlen(const char *s)
{
    /* Aligned loads never cross into an unmapped page; the bytes before s are masked off. */
    const char *p = (const char *)((unsigned long)s & ~15ul);
    unsigned shift = (unsigned)(s - p);
    __m128i zero = _mm_setzero_si128();
    unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128((const __m128i *)p), zero));
    mask >>= shift;
    if (mask)
        return __builtin_ctz(mask);
    for (;;) {
        p += 16;
        mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128((const __m128i *)p), zero));
        if (mask)
            return (size_t)(p - s) + __builtin_ctz(mask);
    }
}

static size_t count_byte(const unsigned char *s, size_t n, unsigned char c)
{
    __m128i needle = _mm_set1_epi8((char)c), acc = _mm_setzero_si128();
    size_t i = 0, total = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i eq = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i)), needle);
        /* -1 per match, summed by bytes: subtract, then the sums of absolute values. */
        acc = _mm_add_epi64(acc, _mm_sad_epu8(_mm_sub_epi8(_mm_setzero_si128(), eq), _mm_setzero_si128()));
    }
    total = (size_t)_mm_cvtsi128_si64(acc) + (size_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(acc, acc));
    for (; i < n; i++)
        total += s[i] == c;
    return total;
}

static void to_upper(char *s, size_t n)
{
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(s + i));
        /* 'a'..'z' are the bytes b with b - 'a' < 26 unsigned: shifted by 0x80, signed. */
        __m128i shifted = _mm_sub_epi8(v, _mm_set1_epi8('a' + (char)0x80));
        __m128i lower = _mm_cmplt_epi8(shifted, _mm_set1_epi8(-128 + 26));
        v = _mm_sub_epi8(v, _mm_and_si128(lower, _mm_set1_epi8(0x20)));
        _mm_storeu_si128((__m128i *)(s + i), v);
    }
    for (; i < n; i++)
        if (s[i] >= 'a' && s[i] <= 'z')
            s[i] -= 0x20;
}

/* Eight decimal digits to a number: bytes minus '0', pairs combined with madd (10, 1),
   then pairs of those (100, 1), then the two halves (10000, 1). */
static unsigned parse8(const char *d)
{
    __m128i v = _mm_sub_epi8(_mm_loadl_epi64((const __m128i *)d), _mm_set1_epi8('0'));
    __m128i w = _mm_unpacklo_epi8(v, _mm_setzero_si128());
    __m128i pairs = _mm_madd_epi16(w, _mm_setr_epi16(10, 1, 10, 1, 10, 1, 10, 1));
    __m128i p16 = _mm_packs_epi32(pairs, pairs);
    __m128i quads = _mm_madd_epi16(p16, _mm_setr_epi16(100, 1, 100, 1, 100, 1, 100, 1));
    unsigned hi = (unsigned)_mm_cvtsi128_si32(quads);
    unsigned lo = (unsigned)_mm_cvtsi128_si32(_mm_srli_si128(quads, 4));
    return hi * 10000 + lo;
}

/* Saturating brightness adjustment of 8-bit pixels. */
static void brighten(unsigned char *px, size_t n, int delta)
{
    size_t i;
    for (i = 0; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(px + i));
        v = delta >= 0 ? _mm_adds_epu8(v, _mm_set1_epi8((char)delta))
                       : _mm_subs_epu8(v, _mm_set1_epi8((char)-delta));
        _mm_storeu_si128((__m128i *)(px + i), v);
    }
}

static const char TEXT[] =
    "It was the best of times, it was the worst of times, it was the age of wisdom, it was "
    "the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it "
    "was the season of Light, it was the season of Darkness, it was the spring of hope...";

int main(void)
{
    char buf[sizeof TEXT + 32], upper[sizeof TEXT];
    unsigned char px[64];
    size_t i, errors = 0;
    const char *numbers[] = {"00000000", "12345678", "99999999", "31415926", "00000042"};
    for (i = 0; i < 20; i++) {
        memcpy(buf + i, TEXT + i * 7, sizeof TEXT - i * 7);
        if (sse_strlen(buf + i) != strlen(buf + i))
            errors++;
    }
    printf("strlen: %zu, %zu errors\n", sse_strlen(TEXT), errors);
    printf("count: e=%zu t=%zu ,=%zu z=%zu\n", count_byte((const unsigned char *)TEXT, strlen(TEXT), 'e'),
           count_byte((const unsigned char *)TEXT, strlen(TEXT), 't'),
           count_byte((const unsigned char *)TEXT, strlen(TEXT), ','),
           count_byte((const unsigned char *)TEXT, strlen(TEXT), 'z'));
    memcpy(upper, TEXT, sizeof TEXT);
    to_upper(upper, strlen(upper));
    printf("%.60s\n", upper);
    for (i = 0; i < sizeof numbers / sizeof numbers[0]; i++)
        printf("parse8(%s) = %u\n", numbers[i], parse8(numbers[i]));
    for (i = 0; i < sizeof px; i++)
        px[i] = (unsigned char)(i * 9);
    brighten(px, sizeof px, 100);
    for (i = 0; i < sizeof px; i += 8)
        printf("%u ", px[i]);
    brighten(px, sizeof px, -200);
    for (i = 0; i < sizeof px; i += 8)
        printf("%u ", px[i]);
    printf("\n");
    return (int)errors;
}
