/* asm goto: jumps to C labels from the template, with %l and named labels, in a loop,
   out of a nested block, and (gcc 11 and later) with an output operand. */
#include <stdio.h>

static int classify(int x)
{
    __asm__ goto("cmpl $0, %0\n\t"
                 "jl %l[negative]\n\t"
                 "je %l2"
                 : : "r"(x) : "cc" : negative, zero);
    return 1;
negative:
    return -1;
zero:
    return 0;
}

static int bit_set(unsigned long word, unsigned bit)
{
    asm goto("btq %1, %0\n\tjc %l2" : : "r"(word), "r"((unsigned long)bit) : "cc" : yes);
    return 0;
yes:
    return 1;
}

/* The output is valid on both paths. */
static int decrement_to_zero(int x, int *hit_zero)
{
    int out;
    asm goto("movl %1, %0\n\tsubl $1, %0\n\tjz %l[done]" : "=r"(out) : "r"(x) : "cc" : done);
    *hit_zero = 0;
    return out;
done:
    *hit_zero = 1;
    return out;
}

int main(void)
{
    printf("%d %d %d\n", classify(-5), classify(0), classify(7));
    int count = 0;
    for (unsigned b = 0; b < 64; b++)
        count += bit_set(0xf0f0f0f0f0f0f0f0ul, b);
    printf("bits set: %d\n", count);
    int z;
    int v = decrement_to_zero(1, &z);
    printf("%d %d\n", v, z);
    v = decrement_to_zero(10, &z);
    printf("%d %d\n", v, z);
    int found = -1;
    for (int i = 0; i < 10; i++) {
        {
            asm goto("cmpl $6, %0\n\tje %l1" : : "r"(i) : "cc" : out);
        }
        continue;
    out:
        found = i;
        break;
    }
    printf("found %d\n", found);
    return 0;
}
