/* <xmmintrin.h> alone gives SSE2's types and intrinsics too, as gcc's header does "for
   backward source compatibility" (pixman's test utilities include only it and store
   through __m128i). */
#include <stdio.h>
#include <string.h>
#include <xmmintrin.h>

static void store16(void *addr, const void *d) {
    _mm_storeu_si128(addr, _mm_loadu_si128((const __m128i *)d));
}

int main(void) {
    unsigned char src[17], dst[17] = {0};
    for (int i = 0; i < 17; i++)
        src[i] = (unsigned char)(i * 7 + 1);
    store16(dst + 1, src);
    for (int i = 0; i < 17; i++)
        printf("%d%c", dst[i], i == 16 ? '\n' : ' ');
    __m128i a = _mm_set1_epi32(5), b = _mm_set_epi32(1, 2, 3, 4);
    int out[4];
    _mm_storeu_si128((__m128i *)out, _mm_add_epi32(a, b));
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    __m128 f = _mm_set1_ps(1.5f);
    float g[4];
    _mm_storeu_ps(g, _mm_add_ps(f, f));
    printf("%g\n", g[0]);
    return memcmp(dst + 1, src, 16) != 0;
}
