/* SSE4.2 and SSE4.1 on text: CRC-32C with _mm_crc32_u8/u32/u64 (iSCSI's and ext4's
   checksum), a tokenizer finding delimiters with _mm_cmpistri (equal any), a character
   class test with _mm_cmpestrm (ranges), substring search with _mm_cmpistri (equal
   ordered), and _mm_popcnt_u64, _mm_minpos_epu16, _mm_cvtepu8_epi16. */
#include <nmmintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t crc32c(const void *data, size_t n)
{
    const unsigned char *p = data;
    uint64_t crc = 0xffffffff;
    while (n >= 8) {
        uint64_t v;
        memcpy(&v, p, 8);
        crc = _mm_crc32_u64(crc, v);
        p += 8;
        n -= 8;
    }
    if (n >= 4) {
        uint32_t v;
        memcpy(&v, p, 4);
        crc = _mm_crc32_u32((uint32_t)crc, v);
        p += 4;
        n -= 4;
    }
    while (n--)
        crc = _mm_crc32_u8((uint32_t)crc, *p++);
    return (uint32_t)crc ^ 0xffffffff;
}

static uint32_t crc32c_bitwise(const void *data, size_t n)
{
    const unsigned char *p = data;
    uint32_t crc = 0xffffffff;
    int k;
    while (n--) {
        crc ^= *p++;
        for (k = 0; k < 8; k++)
            crc = crc & 1 ? (crc >> 1) ^ 0x82F63B78 : crc >> 1;
    }
    return crc ^ 0xffffffff;
}

/* Reads 16 bytes from a buffer with 16 bytes of zero padding after the text. */
static __m128i load16(const char *p) { return _mm_loadu_si128((const __m128i *)p); }

static void tokenize(const char *text)
{
    const __m128i delims = _mm_setr_epi8(' ', ',', ';', '(', ')', '\n', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    const char *p = text, *start = text;
    printf("tokens:");
    for (;;) {
        __m128i chunk = load16(p);
        int i = _mm_cmpistri(delims, chunk, _SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ANY | _SIDD_LEAST_SIGNIFICANT);
        int ends = _mm_cmpistrz(delims, chunk, _SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ANY);
        if (i < 16 && (!ends || i < (int)strnlen(p, 16))) {
            if (p + i > start)
                printf(" [%.*s]", (int)(p + i - start), start);
            p += i + 1;
            start = p;
        } else if (ends) {
            if (*start)
                printf(" [%s]", start);
            break;
        } else {
            p += 16;
        }
    }
    printf("\n");
}

static void classify(const char *s)
{
    const __m128i ranges = _mm_setr_epi8('a', 'z', 'A', 'Z', '0', '9', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    int len = (int)strlen(s);
    __m128i m = _mm_cmpestrm(ranges, 6, load16(s), len > 16 ? 16 : len,
                             _SIDD_UBYTE_OPS | _SIDD_CMP_RANGES | _SIDD_BIT_MASK);
    __m128i u = _mm_cmpestrm(ranges, 6, load16(s), len > 16 ? 16 : len,
                             _SIDD_UBYTE_OPS | _SIDD_CMP_RANGES | _SIDD_MASKED_NEGATIVE_POLARITY | _SIDD_UNIT_MASK);
    printf("alnum mask of \"%.16s\": %04x, non-alnum bytes: %d\n", s, _mm_cvtsi128_si32(m),
           (int)_mm_popcnt_u32((unsigned)_mm_movemask_epi8(u)));
}

static int find(const char *hay, const char *needle)
{
    const __m128i n = load16(needle);
    int off;
    for (off = 0; hay[off]; off += 16 - (int)strlen(needle) + 1) {
        int i = _mm_cmpistri(n, load16(hay + off), _SIDD_UBYTE_OPS | _SIDD_CMP_EQUAL_ORDERED);
        if (i < 16 && strncmp(hay + off + i, needle, strlen(needle)) == 0)
            return off + i;
        if ((int)strnlen(hay + off, 16) < 16)
            break;
    }
    return -1;
}

int main(void)
{
    static char buf[256];
    size_t i;
    int ok = 1;
    printf("crc32c(\"123456789\") = %08x\n", crc32c("123456789", 9));
    for (i = 0; i < sizeof buf; i++)
        buf[i] = (char)(i * 37 + 11);
    for (i = 0; i <= sizeof buf; i += 7)
        ok &= crc32c(buf, i) == crc32c_bitwise(buf, i);
    printf("crc32c agrees with the bitwise loop: %d\n", ok);

    memset(buf, 0, sizeof buf);
    strcpy(buf, "int main(void) { return f(a, b); }\nsecond line;with,delims");
    tokenize(buf);
    classify("Hello, World 42!");
    classify("__x86_64__ & SSE");
    memset(buf, 0, sizeof buf);
    strcpy(buf, "the quick brown fox jumps over the lazy dog; the end");
    printf("find fox: %d, lazy: %d, end: %d, cat: %d\n", find(buf, "fox"), find(buf, "lazy"), find(buf, "end"),
           find(buf, "cat"));

    {
        __m128i v = _mm_setr_epi16(900, 17, 4000, 17, 65535, 300, 12, 12);
        __m128i mp = _mm_minpos_epu16(v);
        __m128i w = _mm_cvtepu8_epi16(_mm_setr_epi8(1, -1, 2, -2, 3, -3, 4, -4, 0, 0, 0, 0, 0, 0, 0, 0));
        printf("minpos: value %d at %d\n", _mm_extract_epi16(mp, 0), _mm_extract_epi16(mp, 1));
        printf("cvtepu8: %d %d %d %d\n", _mm_extract_epi16(w, 0), _mm_extract_epi16(w, 1),
               _mm_extract_epi16(w, 6), _mm_extract_epi16(w, 7));
        printf("popcnt: %lld %d\n", _mm_popcnt_u64(0xf0f0f0f0f0f0f0f0ULL), _mm_popcnt_u32(0x80000001u));
        printf("cmpgt_epi64: %d\n", _mm_movemask_epi8(_mm_cmpgt_epi64(_mm_set_epi64x(-1, 5), _mm_set_epi64x(-2, 6))));
    }
    return 0;
}
