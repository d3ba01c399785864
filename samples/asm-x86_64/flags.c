/* Flag outputs ("=@cc<cond>", gcc 6 and later): the condition after the template, as
   bool, char, int and long, several in one statement, beside register outputs. */
#include <stdbool.h>
#include <stdio.h>

static bool bit(unsigned long w, unsigned long b)
{
    bool r;
    __asm__("btq %2, %1" : "=@ccc"(r) : "r"(w), "r"(b));
    return r;
}

static int less(long a, long b)
{
    int r;
    __asm__("cmpq %2, %1" : "=@ccl"(r) : "r"(a), "r"(b));
    return r;
}

int main(void)
{
    int n = 0;
    for (unsigned b = 0; b < 64; b++)
        n += bit(0xf0f0f0f0f0f0f0f0ul, b);
    long diff;
    unsigned char zero;
    long overflow;
    __asm__("subq %3, %0" : "=r"(diff), "=@ccz"(zero), "=@cco"(overflow) : "r"(5L), "0"(5L));
    printf("%d %d %d\n", n, less(1, 2), less(3, 2));
    printf("%ld %d %ld\n", diff, zero, overflow);
    int carry, sign;
    unsigned x = 0xffffffffu;
    __asm__("addl $1, %0" : "+r"(x), "=@ccc"(carry), "=@ccs"(sign));
    printf("%u %d %d\n", x, carry, sign);
    return 0;
}
