/* <x86intrin.h> and <immintrin.h>: every family through the umbrella headers, and the
   general x86 intrinsics of x86intrin.h. */
#include <x86intrin.h>
#include <immintrin.h>
#include "common.h"

int main(void)
{
    unsigned long long t0 = __rdtsc(), t1;
    int i;
    __m128i v = _mm_set_epi32(1, 2, 3, 4);
    __m128 f = _mm_set1_ps(2.0f);
    __m128d d = _mm_set1_pd(1.5);
    __m64 m = _mm_set1_pi16(3);
    SHOW(_mm_extract_epi32(_mm_shuffle_epi8(v, _mm_set1_epi8(4)), 1), 0, 0);
    SHOW(_mm_hadd_ps(f, f), 0, 0);
    SHOW(_mm_round_pd(d, _MM_FROUND_TO_ZERO), 0, 0);
    SHOW(_mm_crc32_u32(0, 0x12345678), 0, 0);
    SHOW(_mm_add_pi16(m, m), 0, 0);
    for (i = 0; i < NBYTES; i++) {
        unsigned x = ((unsigned const *)BYTES[i])[2] | 1;
        unsigned long long y = ((unsigned long long const *)BYTES[i])[1] | 1;
        SHOW(__bsfd(x), i, 0);
        SHOW(__bsrd(x), i, 0);
        SHOW(__bsfq(y), i, 0);
        SHOW(__bsrq(y), i, 0);
        SHOW(_bswap(x), i, 0);
        SHOW(_bswap64(y), i, 0);
        SHOW(__popcntd(x), i, 0);
        SHOW(__popcntq(y), i, 0);
        SHOW(_rotl(x, i * 5), i, 0);
        SHOW(_rotr(x, i * 5), i, 0);
        SHOW(_lrotl(y, i * 9), i, 0);
        SHOW(_lrotr(y, i * 9), i, 0);
        SHOW(_bit_scan_forward(x), i, 0);
        SHOW(_bit_scan_reverse(x), i, 0);
        SHOW(_popcnt32(x), i, 0);
        SHOW(_popcnt64(y), i, 0);
        SHOW(__bswapd(x), i, 0);
        SHOW(__bswapq(y), i, 0);
        SHOW(__crc32b(x, (unsigned char)y), i, 0);
        SHOW(__crc32w(x, (unsigned short)y), i, 0);
        SHOW(__crc32d(x, (unsigned)y), i, 0);
        SHOW(__crc32q(x, y), i, 0);
        SHOW(__rolb((unsigned char)x, i * 3), i, 0);
        SHOW(__rorb((unsigned char)x, i * 3), i, 0);
        SHOW(__rolw((unsigned short)x, i * 3), i, 0);
        SHOW(__rorw((unsigned short)x, i * 3), i, 0);
        SHOW(_rotwl((unsigned short)x, i * 5), i, 0);
        SHOW(_rotwr((unsigned short)x, i * 5), i, 0);
        SHOW(__rold(x, i * 7), i, 0);
        SHOW(__rord(x, i * 7), i, 0);
        SHOW(__rolq(y, i * 11), i, 0);
        SHOW(__rorq(y, i * 11), i, 0);
        SHOW(_mm_cvtsi64_si64x(_mm_set_pi64x((long long)y)), i, 0);
        SHOW(_mm_cvtsi64x_si64((long long)y), i, 0);
        SHOW(_MM_SHUFFLE2(i & 1, 1), i, 0);
    }
    t1 = __rdtsc();
    printf("rdtsc moves: %d\n", t1 != t0);
    {
        unsigned aux;
        __pause();
        printf("rdtscp moves: %d\n", __rdtscp(&aux) != t0 && _rdtsc() != t0);
    }
    return 0;
}
