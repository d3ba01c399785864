/* <wmmintrin.h> as xz and AES code use it. CRC-64 (xz's polynomial) by folding 16 bytes at a
   time with carry-less products, xz 5.4's crc64_clmul (public domain, Lasse Collin and Ilya
   Kurdyukov), checked against the bitwise definition over lengths and alignments; then
   AES-128 (FIPS-197 appendix C.1) with the key expanded by _mm_aeskeygenassist_si128,
   encrypted and decrypted with the equivalent inverse cipher. As in xz, the instructions
   run only where CPUID has them; elsewhere the expected results are printed. */
#pragma GCC target("ssse3,sse4.1,pclmul,aes")
#include <cpuid.h>
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t crc64_bitwise(const uint8_t *buf, size_t size, uint64_t crc)
{
    crc = ~crc;
    while (size--) {
        crc ^= *buf++;
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (crc & 1 ? 0xc96c5795d7870f42ULL : 0);
    }
    return ~crc;
}

#define MASK_L(in, mask, r) r = _mm_shuffle_epi8(in, mask)
#define MASK_H(in, mask, r) r = _mm_shuffle_epi8(in, _mm_xor_si128(mask, vsign))
#define MASK_LH(in, mask, low, high)                                                         \
    MASK_L(in, mask, low);                                                                   \
    MASK_H(in, mask, high)

static uint64_t crc64_clmul(const uint8_t *buf, size_t size, uint64_t crc)
{
    if (size == 0)
        return crc;
    const uint64_t p = 0x92d8af2baf0e1e85, mu = 0x9c3e466c172963d5;
    const uint64_t k2 = 0xdabe95afc7875f40, k1 = 0xe05dd497ca393ae4;
    const __m128i vfold0 = _mm_set_epi64x(p, mu);
    const __m128i vfold1 = _mm_set_epi64x(k2, k1);
    const __m128i vramp = _mm_setr_epi32(0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c);
    const __m128i vsign = _mm_set1_epi8(0x80);
    const size_t skip_start = (size_t)((uintptr_t)buf & 15);
    const size_t skip_end = (size_t)(-(uintptr_t)(buf + size) & 15);
    const __m128i *aligned_buf = (const __m128i *)((uintptr_t)buf & ~(uintptr_t)15);
    size_t size2 = skip_start + size;
    const __m128i mask_start = _mm_sub_epi8(vramp, _mm_set1_epi8(skip_start));
    const __m128i mask_end = _mm_sub_epi8(vramp, _mm_set1_epi8(skip_end));
    const __m128i data0 =
        _mm_blendv_epi8(_mm_load_si128(aligned_buf), _mm_setzero_si128(), mask_start);
    ++aligned_buf;
    const __m128i initial_crc = _mm_cvtsi64_si128(~crc);
    __m128i v0, v1, v2, v3;
    if (size <= 16) {
        const __m128i mask_low = _mm_add_epi8(vramp, _mm_set1_epi8(size - 16));
        MASK_LH(initial_crc, mask_low, v0, v1);
        if (size2 <= 16) {
            MASK_L(data0, mask_end, v3);
        } else {
            const __m128i data1 = _mm_load_si128(aligned_buf);
            MASK_H(data0, mask_end, v2);
            MASK_L(data1, mask_end, v3);
            v0 = _mm_xor_si128(v0, v2);
        }
        v0 = _mm_xor_si128(v0, v3);
        v1 = _mm_alignr_epi8(v1, v0, 8);
    } else {
        const __m128i data1 = _mm_load_si128(aligned_buf);
        MASK_LH(initial_crc, mask_start, v0, v1);
        v0 = _mm_xor_si128(v0, data0);
        v1 = _mm_xor_si128(v1, data1);
#define FOLD                                                                                 \
    v1 = _mm_xor_si128(v1, _mm_clmulepi64_si128(v0, vfold1, 0x00));                          \
    v0 = _mm_xor_si128(v1, _mm_clmulepi64_si128(v0, vfold1, 0x11));
        while (size2 > 32) {
            ++aligned_buf;
            size2 -= 16;
            FOLD
            v1 = _mm_load_si128(aligned_buf);
        }
        if (size2 < 32) {
            MASK_H(v0, mask_end, v2);
            MASK_L(v0, mask_end, v0);
            MASK_L(v1, mask_end, v3);
            v1 = _mm_or_si128(v2, v3);
        }
        FOLD
        v1 = _mm_srli_si128(v0, 8);
    }
    v1 = _mm_xor_si128(_mm_clmulepi64_si128(v0, vfold1, 0x10), v1);
    v0 = _mm_clmulepi64_si128(v1, vfold0, 0x00);
    v2 = _mm_clmulepi64_si128(v0, vfold0, 0x10);
    v0 = _mm_xor_si128(_mm_xor_si128(v2, _mm_slli_si128(v0, 8)), v1);
    return ~(uint64_t)_mm_extract_epi64(v0, 1);
}

/* One step of the AES-128 key expansion: the previous round key and keygenassist's word. */
static __m128i expand_step(__m128i key, __m128i assist)
{
    assist = _mm_shuffle_epi32(assist, 0xff);
    key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
    key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
    key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
    return _mm_xor_si128(key, assist);
}

#define EXPAND(i, rcon) k[i] = expand_step(k[i - 1], _mm_aeskeygenassist_si128(k[i - 1], rcon))

static void print_block(const char *what, __m128i v)
{
    uint8_t b[16];
    _mm_storeu_si128((__m128i *)b, v);
    printf("%s", what);
    for (int i = 0; i < 16; i++)
        printf("%02x", b[i]);
    printf("\n");
}

static void aes128(void)
{
    static const uint8_t key[16] = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
                                    0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f};
    static const uint8_t plain[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                      0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
    __m128i k[11], d[11];
    k[0] = _mm_loadu_si128((const __m128i *)key);
    EXPAND(1, 0x01); EXPAND(2, 0x02); EXPAND(3, 0x04); EXPAND(4, 0x08); EXPAND(5, 0x10);
    EXPAND(6, 0x20); EXPAND(7, 0x40); EXPAND(8, 0x80); EXPAND(9, 0x1b); EXPAND(10, 0x36);
    print_block("last round key: ", k[10]);
    __m128i s = _mm_xor_si128(_mm_loadu_si128((const __m128i *)plain), k[0]);
    for (int r = 1; r < 10; r++)
        s = _mm_aesenc_si128(s, k[r]);
    s = _mm_aesenclast_si128(s, k[10]);
    print_block("ciphertext:     ", s);
    d[0] = k[10];
    for (int r = 1; r < 10; r++)
        d[r] = _mm_aesimc_si128(k[10 - r]);
    d[10] = k[0];
    s = _mm_xor_si128(s, d[0]);
    for (int r = 1; r < 10; r++)
        s = _mm_aesdec_si128(s, d[r]);
    s = _mm_aesdeclast_si128(s, d[10]);
    print_block("decrypted:      ", s);
}

int main(void)
{
    static uint8_t data[300] __attribute__((aligned(16)));
    unsigned a, b, c, d;
    int ok = __get_cpuid(1, &a, &b, &c, &d) && (c & (1 << 1)) && (c & (1 << 9)) &&
             (c & (1 << 19)) && (c & (1 << 25));
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof data; i++) {
        x = x * 1103515245 + 12345;
        data[i] = (uint8_t)(x >> 16);
    }
    int mismatches = 0;
    uint64_t sum = 0;
    for (size_t off = 0; off < 16; off++)
        for (size_t len = 0; off + len <= 280; len += len < 40 ? 1 : 13) {
            uint64_t want = crc64_bitwise(data + off, len, len * 0x9e3779b97f4a7c15ULL);
            uint64_t got = ok ? crc64_clmul(data + off, len, len * 0x9e3779b97f4a7c15ULL) : want;
            mismatches += got != want;
            sum ^= got + off;
        }
    printf("crc64 of \"123456789\": %016llx\n",
           (unsigned long long)(ok ? crc64_clmul((const uint8_t *)"123456789", 9, 0)
                                   : crc64_bitwise((const uint8_t *)"123456789", 9, 0)));
    printf("crc64 checks: %d mismatches, digest %016llx\n", mismatches, (unsigned long long)sum);
    if (ok) {
        aes128();
    } else {
        puts("last round key: 13111d7fe3944a17f307a78b4d2b30c5");
        puts("ciphertext:     69c4e0d86a7b0430d8cdb78070b4c55a");
        puts("decrypted:      00112233445566778899aabbccddeeff");
    }
    return 0;
}
