/* min and max of n ints, and of n longs given as a count then values, with the extremes
 * of each type and more arguments than registers. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>

static void min_max(int *lo, int *hi, int n, ...) {
    va_list ap;
    va_start(ap, n);
    *lo = INT_MAX;
    *hi = INT_MIN;
    for (int i = 0; i < n; i++) {
        int v = va_arg(ap, int);
        if (v < *lo)
            *lo = v;
        if (v > *hi)
            *hi = v;
    }
    va_end(ap);
}

static long max_long(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long best = va_arg(ap, long);
    while (--n > 0) {
        long v = va_arg(ap, long);
        best = v > best ? v : best;
    }
    va_end(ap);
    return best;
}

int main(void) {
    int lo, hi;
    min_max(&lo, &hi, 1, 7);
    printf("%d %d\n", lo, hi);
    min_max(&lo, &hi, 9, 3, -1, 4, 1, -5, 9, 2, 6, -5);
    printf("%d %d\n", lo, hi);
    min_max(&lo, &hi, 4, INT_MAX, 0, INT_MIN, 42);
    printf("%d %d\n", lo, hi);
    printf("%ld\n", max_long(3, -10L, -3L, -7L));
    printf("%ld\n", max_long(10, 1L, 2L, LONG_MIN, 4L, 5L, 6L, 7L, LONG_MAX, 9L, 10L));
    return 0;
}
