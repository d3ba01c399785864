/* __builtin_{add,sub,mul}_overflow_p: whether the exact result fits the third operand's
 * type, at run time and in constant expressions (gnulib's intprops.h uses them in both). */
#include <limits.h>
#include <stdio.h>

/* In integer constant expressions: array sizes and static assertions. */
static char fits[__builtin_mul_overflow_p(1000, 1000, (short)0) ? 1 : 2];
_Static_assert(__builtin_add_overflow_p(INT_MAX, 1, 0), "int overflows");
_Static_assert(!__builtin_add_overflow_p(INT_MAX, 1, 0L), "long holds it");
_Static_assert(__builtin_sub_overflow_p(0U, 1U, 0U), "unsigned wraps");
_Static_assert(!__builtin_sub_overflow_p(0U, 1U, 0), "int holds -1");
_Static_assert(__builtin_mul_overflow_p(ULONG_MAX, 2UL, (unsigned long)0), "");
_Static_assert(!__builtin_mul_overflow_p(LONG_MIN, 1L, 0L), "");
_Static_assert(__builtin_mul_overflow_p(LONG_MIN, -1L, 0L), "");

static int side;

int main(int argc, char **argv) {
    (void)argv;
    volatile long big = LONG_MAX, small = LONG_MIN, one = argc;
    volatile unsigned long ubig = ULONG_MAX;
    volatile int i = 100000;
    printf("size %zu\n", sizeof fits);
    printf("%d %d %d\n", __builtin_add_overflow_p(big, one, 0L), __builtin_add_overflow_p(big, -one, 0L),
           __builtin_sub_overflow_p(small, one, 0L));
    printf("%d %d %d\n", __builtin_mul_overflow_p(i, i, 0), __builtin_mul_overflow_p(i, i, 0L),
           __builtin_mul_overflow_p(i, i, (unsigned)0));
    printf("%d %d %d\n", __builtin_add_overflow_p(ubig, one, 0UL), __builtin_sub_overflow_p(one, 2 * one, 0U),
           __builtin_sub_overflow_p(one, 2 * one, (signed char)0));
    printf("%d %d\n", __builtin_mul_overflow_p(ubig, ubig, (unsigned long long)0),
           __builtin_mul_overflow_p(i, -i, (long long)0));
    printf("%d %d\n", __builtin_add_overflow_p(200, (int)one * 55, (unsigned char)0),
           __builtin_add_overflow_p(200, (int)one * 56, (unsigned char)0));
    /* The third operand is evaluated, its value unused. */
    int r = __builtin_add_overflow_p(one, one, (short)(side++ * 1000));
    printf("%d side %d\n", r, side);
    return 0;
}
