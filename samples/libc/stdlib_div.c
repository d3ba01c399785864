/* div, ldiv and lldiv from <stdlib.h>: the C library returns their structures by value in
 * two registers (rax/rdx on x86-64, x0/x1 on aarch64; div_t's two ints share one), so the
 * calls only work if tcc-rs follows the standard calling convention. The quotient rounds
 * toward zero and the remainder takes the dividend's sign (C99 6.5.5). */
#include <stdio.h>
#include <stdlib.h>

/* Split a number of seconds into days, hours, minutes and seconds with ldiv. */
static void show_duration(long seconds) {
    ldiv_t m = ldiv(seconds, 60);
    ldiv_t h = ldiv(m.quot, 60);
    ldiv_t d = ldiv(h.quot, 24);
    printf("%ld s = %ldd %02ldh %02ldm %02lds\n", seconds, d.quot, d.rem, h.rem, m.rem);
}

/* The digits of n in base b, most significant first, with lldiv. */
static void show_digits(long long n, long long b) {
    char buf[72];
    int len = 0;
    lldiv_t q = { n, 0 };
    do {
        q = lldiv(q.quot, b);
        buf[len++] = "0123456789abcdefghijklmnopqrstuvwxyz"[q.rem < 0 ? -q.rem : q.rem];
    } while (q.quot != 0);
    printf("%lld in base %lld: %s", n, b, n < 0 ? "-" : "");
    while (len > 0)
        putchar(buf[--len]);
    putchar('\n');
}

int main(void) {
    int signs[4][2] = { { 7, 2 }, { -7, 2 }, { 7, -2 }, { -7, -2 } };
    for (int i = 0; i < 4; i++) {
        div_t r = div(signs[i][0], signs[i][1]);
        printf("div(%d, %d) = { %d, %d }\n", signs[i][0], signs[i][1], r.quot, r.rem);
    }
    ldiv_t big = ldiv(9000000000000000000L, -1000000007L);
    printf("ldiv = { %ld, %ld }\n", big.quot, big.rem);
    lldiv_t huge = lldiv(-9223372036854775807LL, 10);
    printf("lldiv = { %lld, %lld }\n", huge.quot, huge.rem);
    long check = big.quot * -1000000007L + big.rem;
    printf("quot * d + rem == n: %s\n", check == 9000000000000000000L ? "yes" : "no");
    show_duration(0);
    show_duration(3599);
    show_duration(1000000);
    show_digits(255, 16);
    show_digits(-1234567890123LL, 36);
    show_digits(1, 2);
    int total = 0;
    for (int n = -20; n <= 20; n++)
        total += div(n, 3).rem * n + ldiv(n, 4).quot;
    printf("total %d\n", total);
    return 0;
}
