/* <immintrin.h>: every x86 intrinsic header tcc-rs has, SSE to SSE4.2, AES-NI and
   PCLMULQDQ (wmmintrin.h), and RDRAND and RDSEED. There is no AVX: __AVX__ stays
   undefined, so code that tests it takes its SSE path. */
#ifndef __TCC_RS_IMMINTRIN_H
#define __TCC_RS_IMMINTRIN_H

#include <mmintrin.h>
#include <xmmintrin.h>
#include <emmintrin.h>
#include <pmmintrin.h>
#include <tmmintrin.h>
#include <smmintrin.h>
#include <nmmintrin.h>
#include <wmmintrin.h>

/* RDRAND and RDSEED, which gcc's immintrin.h offers for a `-mrdrnd`/`-mrdseed` (or `target`)
   build: the instruction, and its carry flag as the result, 1 when a random value was
   stored, 0 when none was ready (the value is then 0). As with gcc, run them only where
   CPUID says the processor has them. */
#define __TCC_RS_RANDOM_STEP(name, insn, type)                                              \
    __TCC_RS_INTRIN int name(type *__p)                                                     \
    {                                                                                       \
        unsigned char __ok;                                                                 \
        __asm__ __volatile__(insn " %0\n\tsetc %1" : "=r"(*__p), "=qm"(__ok) : : "cc");     \
        return __ok;                                                                        \
    }
__TCC_RS_RANDOM_STEP(_rdrand16_step, "rdrand", unsigned short)
__TCC_RS_RANDOM_STEP(_rdrand32_step, "rdrand", unsigned int)
__TCC_RS_RANDOM_STEP(_rdrand64_step, "rdrand", unsigned long long)
__TCC_RS_RANDOM_STEP(_rdseed16_step, "rdseed", unsigned short)
__TCC_RS_RANDOM_STEP(_rdseed32_step, "rdseed", unsigned int)
__TCC_RS_RANDOM_STEP(_rdseed64_step, "rdseed", unsigned long long)
#undef __TCC_RS_RANDOM_STEP

#endif
