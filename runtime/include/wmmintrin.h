/* <wmmintrin.h>: Intel's AES-NI and PCLMULQDQ intrinsics, written for tcc-rs. Unlike the
   SSE headers these are not GNU vector arithmetic, which would make an AES round or a
   carry-less product a loop of dozens of operations: each intrinsic is its instruction in
   an asm statement with "x" (SSE register) operands, so it costs a call (docs/design.md,
   "Inline assembly") and runs only on a processor that has the instruction. As with gcc,
   test CPUID before calling them; tcc-rs needs neither -maes/-mpclmul nor a `target`
   attribute. _mm_clmulepi64_si128 and _mm_aeskeygenassist_si128 take an 8-bit immediate,
   so they are macros, as gcc's are without optimisation, whose "N" operand (0 to 255) makes
   any other selector an error, a variable one included. x86-64 only (through mmintrin.h). */
#ifndef __TCC_RS_WMMINTRIN_H
#define __TCC_RS_WMMINTRIN_H

#include <emmintrin.h>

/* One AES round (ShiftRows, SubBytes, MixColumns, AddRoundKey) of the state __a with the
   round key __k; the "last" forms leave out MixColumns, the "dec" forms are the inverse. */
#define __TCC_RS_AES_ROUND(name, insn)                                                      \
    __TCC_RS_INTRIN __m128i name(__m128i __a, __m128i __k)                                  \
    {                                                                                       \
        __asm__(insn " %1, %0" : "+x"(__a) : "x"(__k));                                     \
        return __a;                                                                         \
    }
__TCC_RS_AES_ROUND(_mm_aesenc_si128, "aesenc")
__TCC_RS_AES_ROUND(_mm_aesenclast_si128, "aesenclast")
__TCC_RS_AES_ROUND(_mm_aesdec_si128, "aesdec")
__TCC_RS_AES_ROUND(_mm_aesdeclast_si128, "aesdeclast")
#undef __TCC_RS_AES_ROUND

/* InvMixColumns of a round key, for the equivalent inverse cipher. */
__TCC_RS_INTRIN __m128i _mm_aesimc_si128(__m128i __a)
{
    __m128i __r;
    __asm__("aesimc %1, %0" : "=x"(__r) : "x"(__a));
    return __r;
}

/* The key expansion's SubWord and RotWord of A's words 1 and 3, xored with the round
   constant N. */
#define _mm_aeskeygenassist_si128(A, N)                                                     \
    __extension__({                                                                         \
        __m128i __tcc_rs_kga;                                                               \
        __asm__("aeskeygenassist %2, %1, %0"                                                \
                : "=x"(__tcc_rs_kga)                                                        \
                : "x"((__m128i)(A)), "N"(N));                                               \
        __tcc_rs_kga;                                                                       \
    })

/* The 128-bit carry-less product of a 64-bit half of A (the high one if bit 0 of N is set)
   and one of B (the high one if bit 4 is set). */
#define _mm_clmulepi64_si128(A, B, N)                                                       \
    __extension__({                                                                         \
        __m128i __tcc_rs_clmul = (__m128i)(A);                                              \
        __asm__("pclmulqdq %2, %1, %0"                                                      \
                : "+x"(__tcc_rs_clmul)                                                      \
                : "x"((__m128i)(B)), "N"(N));                                               \
        __tcc_rs_clmul;                                                                     \
    })

#endif
