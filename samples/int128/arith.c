/* __int128 and unsigned __int128 through the language: 64x64->128 products, division and
 * remainder of negative values (libgcc's routines), shifts, static initializers folded in
 * 128 bits, struct layout (16-byte alignment), conversions to and from double, a switch on
 * an __int128 and an __int128 loop counter. */
#include <stdio.h>
typedef unsigned __int128 u128;
typedef __int128 i128;
static void print_u128(u128 v) {
    char buf[64]; int i = 63; buf[i] = 0;
    do { buf[--i] = '0' + (int)(v % 10); v /= 10; } while (v);
    puts(buf + i);
}
static void print_i128(i128 v) {
    if (v < 0) { putchar('-'); print_u128(-(u128)v); } else print_u128(v);
}
static const u128 BIG = ((u128)1 << 100) + 12345;
static i128 NEG = -((i128)1 << 90);
struct S { char c; i128 x; int tail; };
u128 mul64(unsigned long a, unsigned long b) { return (u128)a * b; }
int main(void) {
    u128 a = 0xFFFFFFFFFFFFFFFFull;
    a *= a;
    print_u128(a);
    print_u128(BIG);
    print_i128(NEG);
    i128 s = -7;
    print_i128(s / 2);
    print_i128(s % 3);
    print_i128(s >> 1);
    printf("%d %d %zu %zu\n", a > BIG, s < 0, sizeof(i128), _Alignof(i128));
    printf("%zu %zu\n", sizeof(struct S), __builtin_offsetof(struct S, x));
    double d = (double)a;
    printf("%g %g\n", d, (double)NEG);
    u128 back = (u128)1e30;
    print_u128(back);
    print_u128(mul64(0x123456789abcdefull, 0xfedcba987654321ull));
    long l = (long)(a >> 70);
    printf("%ld %d\n", l, (int)s);
    switch (s) { case -7: puts("seven"); break; default: puts("other"); }
    for (i128 i = 0; i < 3; i++) print_i128(i * 1000000000000000000);
    return 0;
}
