/* Pointer differences in elements of many sizes: powers of two (a shift), odd sizes and
   their multiples (a shift and a multiplication by an inverse modulo 2^64), negative
   differences, a whole array's span, and a variable-length array's rows (a division). */
#include <stdio.h>
#include <stddef.h>

struct three { char c[3]; };
struct twelve { int a[3]; };
struct node { long key, value; int next; };   /* 24 bytes: 8 * 3 */
struct odd7 { char c[7]; };
struct big { char c[1000]; };                 /* 8 * 125 */

#define SPAN(T, N)                                                                      \
    do {                                                                                \
        static T a[N];                                                                  \
        long sum = 0;                                                                   \
        for (int i = 0; i < N; i += 3)                                                  \
            for (int j = 0; j < N; j += 5)                                              \
                sum += (&a[i] - &a[j]) * (i + 1);                                       \
        printf("%-14s %4zu bytes: %ld %ld %ld\n", #T, sizeof(T), (long)(&a[N - 1] - a), \
               (long)(a - &a[N - 1]), sum);                                             \
    } while (0)

static long rows(int n, int from, int to) {
    int m[9][n];
    return &m[to] - &m[from];
}

int main(void) {
    SPAN(char, 40);
    SPAN(short, 41);
    SPAN(int, 42);
    SPAN(long, 43);
    SPAN(struct three, 44);
    SPAN(struct twelve, 45);
    SPAN(struct node, 46);
    SPAN(struct odd7, 47);
    SPAN(struct big, 48);
    for (int n = 1; n < 6; n++)
        printf("rows of %d: %ld %ld\n", n, rows(n, 1, 8), rows(n, 7, 2));
    struct node *lo = (struct node *)0, *hi = (struct node *)(24L * 1000003);
    printf("%ld %ld\n", (long)(hi - lo), (long)(lo - hi));
    ptrdiff_t d = (struct big *)(1000L * 77777) - (struct big *)(1000L * 3);
    printf("%td\n", d);
    return 0;
}
