/* __builtin_expect_with_probability (GNU C, gcc 9): the value of its first argument, the
 * hint aside; side effects happen once; `__has_builtin` knows it. */
#include <stdio.h>

static int calls;
static int bump(int v) { calls++; return v; }

static int classify(int x) {
    if (__builtin_expect_with_probability(bump(x) > 100, 1, 0.1))
        return 2;
    if (__builtin_expect_with_probability(x < 0, 1, 0.75))
        return 1;
    if (__builtin_expect_with_probability(x, 7, 0.25)) /* any value, unlikely */
        return 3;
    return 0;
}

int main(void) {
    long v = __builtin_expect_with_probability(42L, 42, 1.0);
    printf("%ld %zu\n", v, sizeof __builtin_expect_with_probability(1, 1, 0.5));
    int total = 0;
    for (int x = -3; x < 300; x += 7)
        total = total * 5 + classify(x);
    printf("%d %d\n", total, calls);
#if __has_builtin(__builtin_expect_with_probability)
    puts("has it");
#endif
    return 0;
}
