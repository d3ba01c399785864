/* <cpuid.h>: the x86 CPUID instruction, as gcc's header offers it (the __cpuid and
   __cpuid_count macros, __get_cpuid_max, __get_cpuid, __get_cpuid_count, and the feature
   bits' names), written for tcc-rs over its inline assembly. The bit positions are those of
   Intel's and AMD's manuals. x86 only: elsewhere, as with gcc, there is no such header. */
#ifndef __TCC_RS_CPUID_H
#define __TCC_RS_CPUID_H

#if !defined(__x86_64__) && !defined(__i386__)
#error "cpuid.h: the CPUID instruction is x86's"
#endif

/* Leaf 1, %ecx. */
#define bit_SSE3 (1 << 0)
#define bit_PCLMUL (1 << 1)
#define bit_SSSE3 (1 << 9)
#define bit_FMA (1 << 12)
#define bit_CMPXCHG16B (1 << 13)
#define bit_SSE4_1 (1 << 19)
#define bit_SSE4_2 (1 << 20)
#define bit_MOVBE (1 << 22)
#define bit_POPCNT (1 << 23)
#define bit_AES (1 << 25)
#define bit_XSAVE (1 << 26)
#define bit_OSXSAVE (1 << 27)
#define bit_AVX (1 << 28)
#define bit_F16C (1 << 29)
#define bit_RDRND (1 << 30)

/* Leaf 1, %edx. */
#define bit_CMPXCHG8B (1 << 8)
#define bit_CMOV (1 << 15)
#define bit_MMX (1 << 23)
#define bit_FXSAVE (1 << 24)
#define bit_SSE (1 << 25)
#define bit_SSE2 (1 << 26)

/* Leaf 0x80000001, %ecx. */
#define bit_LAHF_LM (1 << 0)
#define bit_ABM (1 << 5)
#define bit_LZCNT bit_ABM
#define bit_SSE4a (1 << 6)
#define bit_PRFCHW (1 << 8)
#define bit_XOP (1 << 11)
#define bit_LWP (1 << 15)
#define bit_FMA4 (1 << 16)
#define bit_TBM (1 << 21)
#define bit_MWAITX (1 << 29)

/* Leaf 0x80000001, %edx. */
#define bit_MMXEXT (1 << 22)
#define bit_LM (1 << 29)
#define bit_3DNOWP (1 << 30)
#define bit_3DNOW (1u << 31)

/* Leaf 7 subleaf 0, %ebx. */
#define bit_FSGSBASE (1 << 0)
#define bit_SGX (1 << 2)
#define bit_BMI (1 << 3)
#define bit_HLE (1 << 4)
#define bit_AVX2 (1 << 5)
#define bit_BMI2 (1 << 8)
#define bit_RTM (1 << 11)
#define bit_AVX512F (1 << 16)
#define bit_AVX512DQ (1 << 17)
#define bit_RDSEED (1 << 18)
#define bit_ADX (1 << 19)
#define bit_AVX512IFMA (1 << 21)
#define bit_CLFLUSHOPT (1 << 23)
#define bit_CLWB (1 << 24)
#define bit_AVX512PF (1 << 26)
#define bit_AVX512ER (1 << 27)
#define bit_AVX512CD (1 << 28)
#define bit_SHA (1 << 29)
#define bit_AVX512BW (1 << 30)
#define bit_AVX512VL (1u << 31)

/* Leaf 7 subleaf 0, %ecx. */
#define bit_PREFETCHWT1 (1 << 0)
#define bit_AVX512VBMI (1 << 1)
#define bit_PKU (1 << 3)
#define bit_OSPKE (1 << 4)
#define bit_WAITPKG (1 << 5)
#define bit_AVX512VBMI2 (1 << 6)
#define bit_SHSTK (1 << 7)
#define bit_GFNI (1 << 8)
#define bit_VAES (1 << 9)
#define bit_AVX512VNNI (1 << 11)
#define bit_VPCLMULQDQ (1 << 10)
#define bit_AVX512BITALG (1 << 12)
#define bit_AVX512VPOPCNTDQ (1 << 14)
#define bit_RDPID (1 << 22)
#define bit_MOVDIRI (1 << 27)
#define bit_MOVDIR64B (1 << 28)

/* Leaf 7 subleaf 0, %edx. */
#define bit_AVX5124VNNIW (1 << 2)
#define bit_AVX5124FMAPS (1 << 3)
#define bit_SERIALIZE (1 << 14)
#define bit_PCONFIG (1 << 18)
#define bit_IBT (1 << 20)

/* Leaf 0xd subleaf 1, %eax. */
#define bit_XSAVEOPT (1 << 0)
#define bit_XSAVEC (1 << 1)
#define bit_XSAVES (1 << 3)

/* Leaf 0x14 subleaf 0, %ebx. */
#define bit_PTWRITE (1 << 4)

/* Signatures (leaf 0's %ebx) of the vendors. */
#define signature_INTEL_ebx 0x756e6547
#define signature_INTEL_ecx 0x6c65746e
#define signature_INTEL_edx 0x49656e69
#define signature_AMD_ebx 0x68747541
#define signature_AMD_ecx 0x444d4163
#define signature_AMD_edx 0x69746e65

#define __cpuid(level, a, b, c, d) \
    __asm__ __volatile__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "0"(level))

#define __cpuid_count(level, count, a, b, c, d) \
    __asm__ __volatile__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "0"(level), "2"(count))

/* The highest leaf of the range `ext` starts (0 or 0x80000000); its vendor signature in
   *sig if sig is not null. */
static __inline unsigned int __get_cpuid_max(unsigned int __ext, unsigned int *__sig) {
    unsigned int __eax, __ebx, __ecx, __edx;
    __cpuid(__ext, __eax, __ebx, __ecx, __edx);
    if (__sig)
        *__sig = __ebx;
    return __eax;
}

/* Leaf `leaf` into the four registers; 0 if the CPU has no such leaf, else 1. */
static __inline int __get_cpuid(unsigned int __leaf, unsigned int *__eax, unsigned int *__ebx,
                                unsigned int *__ecx, unsigned int *__edx) {
    unsigned int __ext = __leaf & 0x80000000;
    unsigned int __max = __get_cpuid_max(__ext, 0);
    if (__max == 0 || __max < __leaf)
        return 0;
    __cpuid(__leaf, *__eax, *__ebx, *__ecx, *__edx);
    return 1;
}

/* `__get_cpuid` of subleaf `subleaf`. */
static __inline int __get_cpuid_count(unsigned int __leaf, unsigned int __subleaf,
                                      unsigned int *__eax, unsigned int *__ebx,
                                      unsigned int *__ecx, unsigned int *__edx) {
    unsigned int __ext = __leaf & 0x80000000;
    unsigned int __max = __get_cpuid_max(__ext, 0);
    if (__max == 0 || __max < __leaf)
        return 0;
    __cpuid_count(__leaf, __subleaf, *__eax, *__ebx, *__ecx, *__edx);
    return 1;
}

#endif
