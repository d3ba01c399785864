/* The virtual counter (mrs cntvct_el0) and its frequency (cntfrq_el0), as timing code
   reads them. */
#include <stdint.h>
#include <stdio.h>

static inline uint64_t cntvct(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}

static inline uint64_t cntfrq(void)
{
    uint64_t f;
    __asm__ __volatile__("mrs %x0, cntfrq_el0" : "=r"(f));
    return f;
}

int main(void)
{
    uint64_t before = cntvct(), last = before;
    int monotonic = 1;
    for (int i = 0; i < 1000; i++) {
        uint64_t now = cntvct();
        monotonic &= now >= last;
        last = now;
    }
    printf("monotonic: %d\n", monotonic);
    printf("frequency set: %d\n", cntfrq() > 0);
    return 0;
}
