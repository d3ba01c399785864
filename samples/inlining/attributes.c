/* always_inline, noinline, noipa and the inline keyword change only where code goes, never
   what the program computes: each function counts its calls in a global. */
#include <stdio.h>

static int calls_square, calls_cube, calls_poly, calls_big;

static inline __attribute__((always_inline)) int square(int x) {
    calls_square++;
    return x * x;
}

__attribute__((noinline)) int cube(int x) {
    calls_cube++;
    return x * square(x);
}

__attribute__((noipa)) static int poly(int x) {
    calls_poly++;
    return 3 * square(x) + 2 * x + 1;
}

/* Declared inline: a larger body is still copied into its callers. */
static inline int big(int x) {
    calls_big++;
    int acc = 0;
    for (int i = 0; i < 10; i++) {
        acc += (x + i) * (x - i);
        if (acc > 100000)
            acc -= 99991;
        acc ^= i << 3;
        acc += x % (i + 1);
    }
    return acc;
}

int main(void) {
    long total = 0;
    for (int i = -5; i < 20; i++)
        total += cube(i) + poly(i) + big(i);
    total += big(7) + square(9);
    printf("total %ld\n", total);
    printf("calls %d %d %d %d\n", calls_square, calls_cube, calls_poly, calls_big);
    return 0;
}
