/* long double end to end: literals, conversions to and from every arithmetic type,
 * arithmetic and comparisons, printf's %Lf/%Le/%Lg, strtold, <math.h>'s l functions,
 * <float.h>, structure members, arrays, and functions taking and returning long double
 * (among other arguments, so some go on the stack). Output is limited to digits that
 * x86-64's 80-bit format and aarch64's binary128 agree on. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <float.h>

struct reading {
    char tag;
    long double value;
    short weight;
};

static long double scale(long double x, int k, double f, long double y) {
    return x * k + f - y;
}

static long double many(int a, int b, int c, int d, int e, int f, int g, long double x,
                        double h, long double y, char z) {
    return a + b + c + d + e + f + g + x + h + y + z;
}

static long double mean(const struct reading *r, int n) {
    long double sum = 0, w = 0;
    for (int i = 0; i < n; i++) {
        sum += r[i].value * r[i].weight;
        w += r[i].weight;
    }
    return sum / w;
}

/* An old-style definition: a long double parameter is not promoted further. */
static long double twice(x, n) long double x; int n; { return x * n * 2; }

static long double horner(const long double *c, int n, long double x) {
    long double y = 0;
    for (int i = n - 1; i >= 0; i--)
        y = y * x + c[i];
    return y;
}

int main(void) {
    long double third = 1.0L / 3;
    printf("third %.18Lf\n", third);
    printf("literals %.15Lg %.15Lg %.15Lg %.15Lg\n", 1.1L, 0x1.8p-3L, 6.02214076e23L, -2.5e-300L);
    printf("printf %Lf %Le %Lg %10.3Lf|\n", 3.25L, 123456.789L, 0.0001L, -2.0L);

    /* Conversions from and to every integer type, float and double. */
    signed char sc = -100;
    unsigned char uc = 200;
    short s = -30000;
    unsigned short us = 60000;
    int i = -2000000000;
    unsigned u = 4000000000u;
    long l = -9000000000000000000L;
    unsigned long ul = 18000000000000000000UL;
    float f = 0.1f;
    double d = 0.1;
    long double x = sc;
    x += uc;
    x += s;
    x += us;
    x += i;
    x += u;
    printf("small ints %.1Lf\n", x);
    printf("long %.1Lf unsigned long %.1Lf\n", (long double)l, (long double)ul);
    printf("back %d %u %hd %hu %ld %lu\n", (int)(x - 1e9L), (unsigned)(x + 1e9L),
           (short)(long double)-123.9L, (unsigned short)(long double)65535.2L,
           (long)(long double)l, (unsigned long)(long double)ul);
    printf("float %.9g double %.17g\n", (double)(long double)f, (double)(long double)d);
    printf("to float %.9g to double %.17g\n", (float)(1.0L / 7), (double)(1.0L / 7));
    printf("bool %d %d %d\n", (_Bool)0.0L, (_Bool)-0.5L, (_Bool)NAN);
    printf("char %c\n", (char)(long double)'A');

    /* Comparisons, NaN included. */
    long double nan = NAN, one = 1;
    printf("compare %d %d %d %d %d %d\n", one < 2, one <= 1, one > 2, one >= 1, one == 1.0, one != 1);
    printf("nan %d %d %d %d %d\n", nan == nan, nan != nan, nan < one, nan > one, !!isnan(nan));
    printf("inf %d %d\n", isinf(HUGE_VALL), INFINITY > LDBL_MAX);

    /* Increment, decrement, compound assignment, negation, conditional. */
    long double y = 10;
    y++;
    ++y;
    y--;
    y *= 2.5;
    y /= 4;
    y -= 0.25L;
    y = -y;
    printf("steps %.4Lf %s\n", y, y < 0 ? "negative" : "positive");

    /* strtold and the library's l functions. */
    char *end;
    long double parsed = strtold("  2.718281828459045235360287 rest", &end);
    printf("strtold %.15Lf [%s]\n", parsed, end);
    printf("sqrtl %.15Lf expl %.15Lf logl %.15Lf\n", sqrtl(2.0L), expl(1.0L), logl(10.0L));
    printf("powl %.6Lf fabsl %.2Lf floorl %.1Lf ceill %.1Lf fmodl %.3Lf\n", powl(2.0L, 0.5L),
           fabsl(-3.5L), floorl(-2.5L), ceill(-2.5L), fmodl(10.0L, 3.0L));
    printf("sinl %.15Lf cosl %.15Lf atan2l %.15Lf\n", sinl(1.0L), cosl(1.0L), atan2l(1.0L, 1.0L) * 4);

    /* <float.h>. */
    printf("float.h %d %d %d\n", LDBL_MANT_DIG >= 64, LDBL_MAX_EXP == 16384, LDBL_MIN_EXP == -16381);
    printf("sizes %zu %zu\n", sizeof(long double), _Alignof(long double));

    /* Structure members, arrays, calls. */
    struct reading r[3] = {{'a', 1.5L, 2}, {'b', 2.25L, 3}, {'c', -0.75L, 1}};
    printf("struct size %zu mean %.12Lf\n", sizeof r[0], mean(r, 3));
    long double coef[4] = {1, -3, 0.5L, 2};
    printf("horner %.12Lf\n", horner(coef, 4, 1.5L));
    printf("scale %.12Lf\n", scale(1.25L, 3, 0.5, 0.125L));
    printf("many %.12Lf\n", many(1, 2, 3, 4, 5, 6, 7, 0.5L, 0.25, 0.125L, 'x'));
    long double (*fp)(long double, int, double, long double) = scale;
    printf("through pointer %.12Lf\n", fp(2, 2, 2, 2));
    printf("old-style %.3Lf builtin %.3Lf\n", twice(1.25L, 3), __builtin_fabsl(-0.5L));
    __int128 big = (__int128)1e30L;
    unsigned __int128 ubig = (unsigned __int128)3e38L;
    printf("int128 %.6Le %.6Le\n", (long double)big, (long double)ubig);
    long double count = 3;
    while (count--)
        printf("countdown %.1Lf\n", count);
    return 0;
}
