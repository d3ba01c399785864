/* printf conversions and flags through the real variadic printf: integers of every width,
 * unsigned, octal and hex with '#', characters and strings with precision, floating point
 * in %f/%e/%g with widths, '*' widths and precisions, and the return value. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
    int n = 255;
    printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%+.4d]\n", n, n, n, n, n, n, n);
    printf("[%i] [%d] [%d]\n", -42, INT_MIN, INT_MAX);
    printf("[%u] [%o] [%#o] [%x] [%#x] [%X] [%#X] [%#010x]\n", n, n, n, n, n, n, n, n);
    printf("[%hhd] [%hhu] [%hd] [%hu]\n", (signed char)-56, (unsigned char)200, (short)-30000,
           (unsigned short)60000);
    printf("[%ld] [%lu] [%lx]\n", -1234567890123L, 18446744073709551615UL, 0xDEADBEEFCAFEUL);
    printf("[%lld] [%llu] [%llo]\n", LLONG_MIN, ULLONG_MAX, 01234567012345670123LL);
    printf("[%zu] [%zd] [%td]\n", sizeof(double), (ptrdiff_t)-8, (ptrdiff_t)100);
    printf("[%jd] [%ju]\n", INTMAX_MIN, UINTMAX_MAX);

    printf("[%c%c%c] [%3c] [%-3c]\n", 'a', 66, '!', 'x', 'y');
    printf("[%s] [%10s] [%-10s] [%.3s] [%10.2s]\n", "hello", "right", "left", "truncate", "ab");

    double pi = 3.14159265358979;
    printf("[%f] [%.2f] [%10.4f] [%-10.1f] [%+.3f] [%010.3f]\n", pi, pi, pi, pi, pi, -pi);
    printf("[%e] [%.2e] [%E] [%12.3e]\n", 12345.678, 12345.678, 0.000123, -6.02e23);
    printf("[%g] [%g] [%g] [%g] [%G]\n", 100000.0, 1000000.0, 0.0001, 0.00001, 1.5e-10);
    printf("[%.3g] [%#g] [%#.3g] [%g]\n", 1234.5678, 1.0, 2.0, 0.5);
    printf("[%.0f] [%.0f] [%.0f] [%#.0f]\n", 0.5, 1.5, 2.5, 3.0);

    for (int width = 2; width <= 10; width += 4)
        for (int prec = 1; prec <= 5; prec += 2)
            printf("[%*.*f] width %d prec %d\n", width, prec, pi, width, prec);
    printf("[%-*d] [%*d]\n", 6, 42, -6, 42);

    int written = printf("%s=%d;", "answer", 42);
    printf(" <- printf returned %d\n", written);
    printf("100%% done, %5.1f%% left\n", 0.0);
    return 0;
}
