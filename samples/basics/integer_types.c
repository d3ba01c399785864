/* The integer types: sizes, wrap-around of unsigned types, integer promotions and the
   usual arithmetic conversions, as gcc does them on LP64. */
int printf(const char *fmt, ...);

_Static_assert(sizeof(long) == 8, "LP64: long is 64 bits");

int main(void) {
    _Static_assert(sizeof(int) == 4 && (char)-1 != 0, "int is 32 bits");
    printf("sizes: %d %d %d %d %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(int),
           (int)sizeof(long), (int)sizeof(long long));

    unsigned char uc = 250;
    uc += 10;                       /* wraps modulo 256 */
    signed char sc = 127;
    sc = sc + 1;                    /* converts back to signed char: -128 */
    printf("uc=%d sc=%d\n", uc, sc);

    unsigned short us = 0;
    us--;
    short s = -32768;
    s--;
    printf("us=%d s=%d\n", us, s);

    unsigned int u = 0;
    u -= 1;
    printf("u=%u u/2=%u u%%7=%u\n", u, u / 2, u % 7);

    /* Promotion: both operands become int, so no wrap here. */
    unsigned char a = 200, b = 100;
    int sum = a + b;
    printf("a+b=%d\n", sum);

    /* Usual arithmetic conversions: -1 becomes a huge unsigned value. */
    int minus_one = -1;
    unsigned int one = 1;
    printf("-1 < 1u is %d, -1 < 1 is %d\n", minus_one < one, minus_one < (int)one);

    /* long is wide enough to hold every unsigned int, so the comparison is signed. */
    long lm = -1;
    printf("-1L < 1u is %d\n", lm < one);

    long long big = 1LL << 62;
    unsigned long long ubig = 18446744073709551615ULL;
    printf("big=%lld ubig=%llu ubig+1=%llu\n", big, ubig, ubig + 1);

    /* Literal types: 2147483648 does not fit int, so it is a long. */
    printf("%d %d %d\n", (int)sizeof(2147483647), (int)sizeof(2147483648), (int)sizeof(0xFFFFFFFF));

    /* Signed right shift is arithmetic, unsigned is logical. */
    int neg = -64;
    unsigned int uneg = (unsigned int)neg;
    printf("%d %u\n", neg >> 3, uneg >> 28);

    /* Division truncates toward zero. */
    printf("%d %d %d %d\n", 7 / -2, -7 / 2, 7 % -2, -7 % 2);
    printf("%lu %ld\n", 100000UL * 100000UL, -100000L * 100000L);
    return 0;
}
