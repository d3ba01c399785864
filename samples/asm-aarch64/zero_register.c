/* aarch64's `Z` constraint (the constant zero), alone and as gmp's longlong.h uses it in
   `"rZ"`: with `%x` or `%w` a zero operand is written as the zero register. */
#include <stdint.h>
#include <stdio.h>

typedef uint64_t UDItype;

/* gmp's add_ssaaaa and sub_ddmmss for aarch64 (longlong.h) */
#define add_ssaaaa(sh, sl, ah, al, bh, bl)                                          \
    __asm__("adds\t%1, %x4, %5\n\tadc\t%0, %x2, %x3"                               \
            : "=r"(sh), "=&r"(sl)                                                   \
            : "rZ"((UDItype)(ah)), "rZ"((UDItype)(bh)), "%r"((UDItype)(al)),       \
              "rI"((UDItype)(bl))                                                   \
            : "cc")
#define sub_ddmmss(sh, sl, ah, al, bh, bl)                                          \
    __asm__("subs\t%1, %x4, %5\n\tsbc\t%0, %x2, %x3"                               \
            : "=r"(sh), "=&r"(sl)                                                   \
            : "rZ"((UDItype)(ah)), "rZ"((UDItype)(bh)), "r"((UDItype)(al)),        \
              "rI"((UDItype)(bl))                                                   \
            : "cc")

int main(void)
{
    UDItype hi, lo;
    add_ssaaaa(hi, lo, 0, ~(UDItype)0, 0, 1);
    printf("add with carry: %llu %llu\n", (unsigned long long)hi, (unsigned long long)lo);
    volatile UDItype a = 7;
    add_ssaaaa(hi, lo, a, 5, 0, a);
    printf("add: %llu %llu\n", (unsigned long long)hi, (unsigned long long)lo);
    sub_ddmmss(hi, lo, 0, 0, 0, 1);
    printf("sub with borrow: %llx %llx\n", (unsigned long long)hi, (unsigned long long)lo);

    /* `Z` alone: only the constant zero, the zero register in the 64- and 32-bit forms */
    uint64_t x;
    uint32_t w;
    __asm__("mov\t%0, %x1" : "=r"(x) : "Z"(0));
    __asm__("mov\t%w0, %w1" : "=r"(w) : "Z"(0));
    printf("zero: %llu %u\n", (unsigned long long)x, w);
    __asm__("orr\t%0, %x1, #3" : "=r"(x) : "Z"(0));
    printf("xzr or 3: %llu\n", (unsigned long long)x);
    return 0;
}
