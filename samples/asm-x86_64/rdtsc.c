/* The timestamp counter as programs read it: rdtsc's two halves in eax and edx. */
#include <stdint.h>
#include <stdio.h>

static inline uint64_t rdtsc(void)
{
    uint32_t lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

/* The same with one 64-bit output and the high half shifted in by the template. */
static inline uint64_t rdtsc_combined(void)
{
    uint64_t t;
    __asm__ __volatile__("rdtsc\n\tshlq $32, %%rdx\n\torq %%rdx, %0" : "=a"(t) : : "rdx");
    return t;
}

int main(void)
{
    uint64_t before = rdtsc();
    int monotonic = 1;
    uint64_t last = before;
    for (int i = 0; i < 1000; i++) {
        uint64_t now = i % 2 ? rdtsc() : rdtsc_combined();
        if (now < last)
            monotonic = 0;
        last = now;
    }
    printf("monotonic: %d\n", monotonic);
    printf("advanced: %d\n", last > before);
    return 0;
}
