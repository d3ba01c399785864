/* Sixteen memory operands in one local array, and the sixteen xmm registers clobbered
 * (libgcrypt's tests clutter the vector registers so): more operands than general registers. */
#include <stdio.h>
#include <string.h>

static unsigned clutter(void) {
    unsigned char data[16][16];
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            data[i][j] = (unsigned char)(i * 16 + j);
    asm volatile("movdqu %[d0], %%xmm0\n\tmovdqu %[d1], %%xmm1\n\tmovdqu %[d2], %%xmm2\n\t"
                 "movdqu %[d3], %%xmm3\n\tmovdqu %[d4], %%xmm4\n\tmovdqu %[d5], %%xmm5\n\t"
                 "movdqu %[d6], %%xmm6\n\tmovdqu %[d7], %%xmm7\n\tmovdqu %[d8], %%xmm8\n\t"
                 "movdqu %[d9], %%xmm9\n\tmovdqu %[d10], %%xmm10\n\tmovdqu %[d11], %%xmm11\n\t"
                 "movdqu %[d12], %%xmm12\n\tmovdqu %[d13], %%xmm13\n\tmovdqu %[d14], %%xmm14\n\t"
                 "movdqu %[d15], %%xmm15\n\t"
                 "paddb %%xmm15, %%xmm0\n\tmovdqu %%xmm0, %[d0]\n\t"
                 "paddb %%xmm14, %%xmm1\n\tmovdqu %%xmm1, %[d15]"
                 :
                 : [d0] "m"(*data[0]), [d1] "m"(*data[1]), [d2] "m"(*data[2]), [d3] "m"(*data[3]),
                   [d4] "m"(*data[4]), [d5] "m"(*data[5]), [d6] "m"(*data[6]), [d7] "m"(*data[7]),
                   [d8] "m"(*data[8]), [d9] "m"(*data[9]), [d10] "m"(*data[10]),
                   [d11] "m"(*data[11]), [d12] "m"(*data[12]), [d13] "m"(*data[13]),
                   [d14] "m"(*data[14]), [d15] "m"(*data[15])
                 : "memory", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                   "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
    unsigned sum = 0;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            sum = sum * 31 + data[i][j];
    return sum + data[0][3] + data[15][7];
}

struct pair { long a; int b[20]; };

int main(void) {
    printf("%u\n", clutter());
    /* Fourteen members of one local structure, read and written in memory. */
    struct pair p;
    memset(&p, 0, sizeof p);
    p.a = 5;
    asm("addl $1, %0\n\taddl $2, %1\n\taddl $3, %2\n\taddl $4, %3\n\taddl $5, %4\n\t"
        "addl $6, %5\n\taddl $7, %6\n\taddl $8, %7\n\taddl $9, %8\n\taddl $10, %9\n\t"
        "addl $11, %10\n\taddl $12, %11\n\taddl $13, %12\n\taddq %14, %13"
        : "+m"(p.b[0]), "+m"(p.b[1]), "+m"(p.b[2]), "+m"(p.b[3]), "+m"(p.b[4]), "+m"(p.b[5]),
          "+m"(p.b[6]), "+m"(p.b[7]), "+m"(p.b[8]), "+m"(p.b[9]), "+m"(p.b[10]), "+m"(p.b[11]),
          "+m"(p.b[12]), "+m"(p.a)
        : "r"(p.a));
    int total = 0;
    for (int i = 0; i < 20; i++)
        total = total * 3 + p.b[i];
    printf("%d %ld\n", total, p.a);
    return 0;
}
