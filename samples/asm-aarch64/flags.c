/* Flag outputs on aarch64 ("=@cc<cond>", gcc 10 and later): the condition after the
   template, several in one statement. */
#include <stdio.h>

static int lt(long a, long b)
{
    int r;
    __asm__("cmp %1, %2" : "=@cclt"(r) : "r"(a), "r"(b));
    return r;
}

int main(void)
{
    printf("%d %d %d\n", lt(1, 2), lt(3, 2), lt(-5, -5));
    int eq, hs;
    unsigned long sum;
    __asm__("adds %0, %3, %4" : "=r"(sum), "=@cceq"(eq), "=@cchs"(hs) : "r"(~0ul), "r"(1ul));
    printf("%lu %d %d\n", sum, eq, hs);
    return 0;
}
