/* Compile-time selection with __builtin_choose_expr, __builtin_types_compatible_p and
   __builtin_constant_p, as type-generic library macros use them. */
#include <stdio.h>
#include <stdlib.h>

#define IS_LONG_SIZED(x) (sizeof(x) == sizeof(long))
#define ABS(x) __builtin_choose_expr(IS_LONG_SIZED(x), labs(x), abs(x))
#define KIND(T) (__builtin_types_compatible_p(T, int) ? "int" : \
                 __builtin_types_compatible_p(T, long) ? "long" : \
                 __builtin_types_compatible_p(T, double) ? "double" : \
                 __builtin_types_compatible_p(T, char *) ? "char *" : "other")
#define SQUARE(x) (__builtin_constant_p(x) ? (x) * (x) : square_at_run_time(x))

static int run_time_calls;
static int square_at_run_time(int x) { run_time_calls++; return x * x; }

typedef int myint;
struct point { int x, y; };

int main(void) {
    long big = -5000000000L;
    int small = -7;
    printf("%ld %d\n", ABS(big), ABS(small));
    printf("%s %s %s %s %s %s\n", KIND(int), KIND(long), KIND(double), KIND(char *), KIND(myint),
           KIND(struct point));
    printf("%d %d %d\n", __builtin_types_compatible_p(int, const int),
           __builtin_types_compatible_p(int *, const int *), __builtin_types_compatible_p(int[3], int[]));
    printf("%d %d\n", __builtin_types_compatible_p(long, long long), __builtin_types_compatible_p(char, signed char));
    int n = 12;
    int sq = SQUARE(9), sqn = SQUARE(n);
    printf("%d %d calls %d\n", sq, sqn, run_time_calls);
    printf("%d %d %d\n", __builtin_constant_p("text"), __builtin_constant_p(1.5 * 2), __builtin_constant_p(n + 1));
    static const int table[__builtin_choose_expr(sizeof(int) == 4, 4, 8)] = {1, 2, 3, 4};
    printf("table %zu\n", sizeof table / sizeof table[0]);
    double d = __builtin_choose_expr(0, "never", 2.5);
    printf("%.1f\n", d);
    if (__builtin_expect(n > 100, 0))
        printf("unlikely\n");
    else
        printf("likely %ld\n", __builtin_expect(n, 12));
    char buf[10];
    char *p = buf;
    printf("object size %zu %zu %zu %zu\n", __builtin_object_size(&n, 0), __builtin_object_size(buf, 2),
           __builtin_object_size(p, 0), __builtin_object_size(p, 2));
    return 0;
}
