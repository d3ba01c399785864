/* %= gives each asm statement a number of its own, for labels local to its template:
   the same statement in a loop body and in an inlined function, and two statements with
   the same template. */
#include <stdio.h>

static inline int popcount(unsigned x)
{
    int n;
    __asm__("xorl %0, %0\n"
            ".Lpop%=:\n\t"
            "testl %1, %1\n\t"
            "jz .Ldone%=\n\t"
            "leal -1(%1), %%ecx\n\t"
            "andl %%ecx, %1\n\t"
            "incl %0\n\t"
            "jmp .Lpop%=\n"
            ".Ldone%=:"
            : "=&r"(n), "+r"(x)
            :
            : "ecx", "cc");
    return n;
}

static inline int lowest_bit(unsigned x)
{
    int n;
    __asm__("movl $-1, %0\n\t"
            "testl %1, %1\n\t"
            "jz 1f\n\t"
            "bsfl %1, %0\n"
            "1:"
            : "=&r"(n)
            : "r"(x)
            : "cc");
    return n;
}

int main(void)
{
    long total = 0;
    for (unsigned i = 0; i < 5000; i++)
        total += popcount(i) + lowest_bit(i);
    printf("%ld\n", total);
    printf("%d %d\n", popcount(0xffffffff), lowest_bit(0x80));
    return 0;
}
