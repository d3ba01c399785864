/* CPU feature detection as zstd writes it (lib/common/cpu.h, x86-64 branch): cpuid with
   inputs and outputs in the same registers and the others clobbered. */
#include <stdio.h>
#include <string.h>

typedef unsigned int U32;

typedef struct {
    U32 f1c;
    U32 f1d;
    U32 f7b;
    U32 f7c;
} ZSTD_cpuid_t;

static ZSTD_cpuid_t ZSTD_cpuid(void)
{
    U32 f1c = 0;
    U32 f1d = 0;
    U32 f7b = 0;
    U32 f7c = 0;
    /* The following is inline assembly for cpuid. */
    U32 n;
    __asm__(
        "cpuid"
        : "=a"(n)
        : "a"(0)
        : "ebx", "ecx", "edx");
    if (n >= 1) {
      U32 f1a;
      __asm__(
          "cpuid"
          : "=a"(f1a), "=c"(f1c), "=d"(f1d)
          : "a"(1)
          : "ebx");
    }
    if (n >= 7) {
      U32 f7a;
      __asm__(
          "cpuid"
          : "=a"(f7a), "=b"(f7b), "=c"(f7c)
          : "a"(7), "c"(0)
          : "edx");
    }
    {
        ZSTD_cpuid_t cpuid;
        cpuid.f1c = f1c;
        cpuid.f1d = f1d;
        cpuid.f7b = f7b;
        cpuid.f7c = f7c;
        return cpuid;
    }
}

/* The vendor string: ebx, edx, ecx of leaf 0, with a named operand for each. */
static void vendor(char out[13])
{
    U32 max, b, c, d;
    __asm__("cpuid" : "=a"(max), [b] "=b"(b), [c] "=c"(c), [d] "=d"(d) : "0"(0));
    memcpy(out, &b, 4);
    memcpy(out + 4, &d, 4);
    memcpy(out + 8, &c, 4);
    out[12] = 0;
}

int main(void)
{
    ZSTD_cpuid_t id = ZSTD_cpuid();
    /* Every x86-64 processor has SSE2 (leaf 1, edx bit 26) and the x87 FPU (bit 0). */
    printf("sse2: %u\n", (id.f1d >> 26) & 1);
    printf("fpu: %u\n", id.f1d & 1);
    char v[13];
    vendor(v);
    int printable = 1;
    for (int i = 0; i < 12; i++)
        printable &= v[i] >= ' ' && v[i] <= '~';
    printf("vendor printable: %d\n", printable);
    return 0;
}
