/* <wmmintrin.h>: the AES rounds and the carry-less product on edge inputs, each immediate
   selector of _mm_clmulepi64_si128 (bits 0 and 4; the others ignored) and a selection of
   round constants for _mm_aeskeygenassist_si128. Run only where CPUID has AES-NI and
   PCLMULQDQ (tests/intrinsics.rs checks that first). */
#include <wmmintrin.h>
#include "common.h"

static __m128i vec(int i) { return _mm_loadu_si128((__m128i const *)BYTES[i]); }

#define CLMUL(A, B, I, J)                                                                    \
    do {                                                                                     \
        SHOW(_mm_clmulepi64_si128(A, B, 0x00), I, J);                                        \
        SHOW(_mm_clmulepi64_si128(A, B, 0x01), I, J);                                        \
        SHOW(_mm_clmulepi64_si128(A, B, 0x10), I, J);                                        \
        SHOW(_mm_clmulepi64_si128(A, B, 0x11), I, J);                                        \
        SHOW(_mm_clmulepi64_si128(A, B, 0xee), I, J);                                        \
        SHOW(_mm_clmulepi64_si128(A, B, 0xff), I, J);                                        \
    } while (0)
#define KEYGEN(A, I)                                                                         \
    do {                                                                                     \
        SHOW(_mm_aeskeygenassist_si128(A, 0x00), I, 0);                                      \
        SHOW(_mm_aeskeygenassist_si128(A, 0x01), I, 0);                                      \
        SHOW(_mm_aeskeygenassist_si128(A, 0x1b), I, 0);                                      \
        SHOW(_mm_aeskeygenassist_si128(A, 0x36), I, 0);                                      \
        SHOW(_mm_aeskeygenassist_si128(A, 0x80), I, 0);                                      \
        SHOW(_mm_aeskeygenassist_si128(A, 0xff), I, 0);                                      \
    } while (0)

int main(void)
{
    int i, j;
    for (i = 0; i < NBYTES; i++) {
        __m128i a = vec(i);
        SHOW(_mm_aesimc_si128(a), i, 0);
        KEYGEN(a, i);
        for (j = 0; j < NBYTES; j++) {
            __m128i b = vec(j);
            SHOW(_mm_aesenc_si128(a, b), i, j);
            SHOW(_mm_aesenclast_si128(a, b), i, j);
            SHOW(_mm_aesdec_si128(a, b), i, j);
            SHOW(_mm_aesdeclast_si128(a, b), i, j);
            CLMUL(a, b, i, j);
        }
    }
    /* Nested: an intrinsic's result as another's operand, the macros inside each other. */
    SHOW(_mm_clmulepi64_si128(_mm_clmulepi64_si128(vec(4), vec(7), 0x01),
                              _mm_aesenc_si128(vec(5), vec(6)), 0x10),
         0, 0);
    SHOW(_mm_aeskeygenassist_si128(_mm_clmulepi64_si128(vec(7), vec(7), 0x11), 0x40), 0, 0);
    return 0;
}
