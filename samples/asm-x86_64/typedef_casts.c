/* Typedef names in asm statements' operands, as GMP's and MPFR's longlong.h write them:
 * `"rm" ((UDItype)(x))` casts to a typedef inside an operand, in a statement that follows
 * `if (...)`, `for (...)`, `else`, a label, or a block's `{`; beside asm labels on
 * declarations, which are not statements, and a variable that hides a typedef name. */
#include <stdio.h>

typedef unsigned long limb;
typedef unsigned int UDItype __attribute__((mode(DI)));

#define count_leading_zeros(count, x)                                        \
    do {                                                                     \
        UDItype __cbtmp;                                                     \
        __asm__("bsr\t%1,%0" : "=r"(__cbtmp) : "rm"((UDItype)(x)));          \
        (count) = __cbtmp ^ 63;                                              \
    } while (0)

extern int twice(int) __asm__("twice_impl");
int twice(int v) { return 2 * v; }

static int clz(unsigned long u) {
    int cnt;
    count_leading_zeros(cnt, (limb)u);
    return cnt;
}

static limb add_in_asm(limb a, limb b) {
    limb r = 0;
    if (a)
        __asm__("lea (%1,%2), %0" : "=r"(r) : "r"((limb)a), "r"((limb)b));
    else
        __asm__("mov %1, %0" : "=r"(r) : "rm"((limb)(b + 0)));
    return r;
}

static limb sum_to(limb n) {
    limb total = 0, i;
    for (i = 1; i <= n; i++)
        __asm__("add %1, %0" : "+r"(total) : "rm"((limb)i));
    return total;
}

static long hidden(long x) {
    long limb = x; /* a variable that hides the typedef name */
    {
    again:
        __asm__("add $1, %0" : "+r"(limb));
        if (limb < x + 3)
            goto again;
    }
    return limb;
}

int main(void) {
    printf("%d %d %d\n", clz(1), clz(256), clz(~0UL));
    printf("%lu %lu\n", add_in_asm(40, 2), add_in_asm(0, 7));
    printf("%lu\n", sum_to(100));
    printf("%ld %d\n", hidden(10), twice(21));
    return 0;
}
