/* Function-like macros as C programs really use them: MIN/MAX/CLAMP, ARRAY_SIZE, a
 * do { } while (0) SWAP, bit helpers, a multi-line CHECK that reports its expression, and
 * the classic pitfalls avoided by parenthesising arguments. */
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX((x), (lo)), (hi))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define SQUARE(x) ((x) * (x))
#define SWAP(type, a, b) \
    do {                 \
        type tmp_ = (a); \
        (a) = (b);       \
        (b) = tmp_;      \
    } while (0)
#define BIT(n) (1u << (n))
#define SET_BIT(v, n) ((v) |= BIT(n))
#define CLEAR_BIT(v, n) ((v) &= ~BIT(n))
#define TEST_BIT(v, n) (((v) & BIT(n)) != 0)
#define ROUND_UP(x, align) (((x) + (align) - 1) / (align) * (align))
#define CHECK(cond)                                        \
    do {                                                   \
        checks++;                                          \
        if (!(cond)) {                                     \
            printf("check failed: %s\n", #cond);           \
            failures++;                                    \
        }                                                  \
    } while (0)

static int checks, failures;

int main(void) {
    int values[] = {42, -7, 19, 88, 0, -30, 55};
    int lo = values[0], hi = values[0];
    for (size_t i = 1; i < ARRAY_SIZE(values); i++) {
        lo = MIN(lo, values[i]);
        hi = MAX(hi, values[i]);
    }
    printf("%zu values, min %d, max %d\n", ARRAY_SIZE(values), lo, hi);
    printf("clamped to [0, 50]:");
    for (size_t i = 0; i < ARRAY_SIZE(values); i++)
        printf(" %d", CLAMP(values[i], 0, 50));
    putchar('\n');

    printf("SQUARE(3 + 1) = %d, SQUARE(-5) = %d, 100 / SQUARE(5) = %d\n", SQUARE(3 + 1),
           SQUARE(-5), 100 / SQUARE(5));

    int a = 1, b = 2;
    double x = 1.5, y = -2.5;
    if (a < b)
        SWAP(int, a, b);
    else
        puts("not reached");
    SWAP(double, x, y);
    printf("after SWAP: a=%d b=%d x=%.1f y=%.1f\n", a, b, x, y);

    unsigned flags = 0;
    SET_BIT(flags, 0);
    SET_BIT(flags, 3);
    SET_BIT(flags, 31);
    CLEAR_BIT(flags, 0);
    printf("flags = 0x%08x, bit3=%d bit0=%d\n", flags, TEST_BIT(flags, 3), TEST_BIT(flags, 0));

    for (int n = 0; n <= 20; n += 5)
        printf("ROUND_UP(%d, 8) = %d\n", n, ROUND_UP(n, 8));

    CHECK(MIN(3, 4) == 3);
    CHECK(MAX(-1, -2) == -1);
    CHECK(CLAMP(99, 0, 10) == 10);
    CHECK(SQUARE(2 + 2) == 16);
    CHECK(ARRAY_SIZE(values) == 8);
    CHECK(ROUND_UP(9, 4) == 12);
    printf("%d checks, %d failed\n", checks, failures);
    return failures == 1 ? EXIT_SUCCESS : EXIT_FAILURE;
}
