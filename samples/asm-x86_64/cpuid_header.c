/* <cpuid.h>, which tcc-rs provides as gcc does: the vendor and the SSE2 bit (every x86-64
   CPU has it), and __get_cpuid refusing a leaf past the highest. The output does not
   depend on the machine. */
#include <cpuid.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    unsigned int eax, ebx, ecx, edx, signature;
    unsigned int max = __get_cpuid_max(0, &signature);
    int known = signature == signature_INTEL_ebx || signature == signature_AMD_ebx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx))
        return 1;
    printf("leaves: %d, vendor known: %d, sse2: %d\n", max >= 1, known, (edx & bit_SSE2) != 0);
    printf("past the last leaf: %d\n", __get_cpuid(max + 1, &eax, &ebx, &ecx, &edx));
    unsigned int a, b, c, d;
    __cpuid_count(0, 0, a, b, c, d);
    char vendor[13];
    memcpy(vendor, &b, 4);
    memcpy(vendor + 4, &d, 4);
    memcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    printf("vendor string length: %zu, max again: %d\n", strlen(vendor), a == max);
    return 0;
}
