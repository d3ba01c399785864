/* Tables of long double constants computed by the compiler: the reciprocal factorials of
   a Taylor series for exp, powers of ten and the constants of a Gauss-Legendre rule, all
   written as arithmetic in static initializers. Each entry must equal what the same
   arithmetic gives at run time (the compiler folds with one rounding per operation, as
   the machine does), and the series must reproduce expl() to 18 digits. */
#include <float.h>
#include <math.h>
#include <stdio.h>

#define F2 (1.0L * 2)
#define F3 (F2 * 3)
#define F4 (F3 * 4)
#define F5 (F4 * 5)
#define F6 (F5 * 6)
#define F7 (F6 * 7)
#define F8 (F7 * 8)
#define F9 (F8 * 9)
#define F10 (F9 * 10)
#define F11 (F10 * 11)
#define F12 (F11 * 12)
#define F13 (F12 * 13)
#define F14 (F13 * 14)
#define F15 (F14 * 15)
#define F16 (F15 * 16)
#define F17 (F16 * 17)
#define F18 (F17 * 18)
#define F19 (F18 * 19)
#define F20 (F19 * 20)
#define F21 (F20 * 21)
#define F22 (F21 * 22)
#define F23 (F22 * 23)
#define F24 (F23 * 24)
#define F25 (F24 * 25)
#define F26 (F25 * 26)
#define F27 (F26 * 27)
#define F28 (F27 * 28)
#define F29 (F28 * 29)
#define F30 (F29 * 30)

static const long double inv_fact[] = {
    1.0L, 1.0L, 1 / F2, 1 / F3, 1 / F4, 1 / F5, 1 / F6, 1 / F7, 1 / F8, 1 / F9, 1 / F10,
    1 / F11, 1 / F12, 1 / F13, 1 / F14, 1 / F15, 1 / F16, 1 / F17, 1 / F18, 1 / F19,
    1 / F20, 1 / F21, 1 / F22, 1 / F23, 1 / F24, 1 / F25, 1 / F26, 1 / F27, 1 / F28,
    1 / F29, 1 / F30,
};
#define NTERMS (int)(sizeof inv_fact / sizeof inv_fact[0])

/* Negative powers of ten by repeated division, as a hand-written table would have them. */
static const long double tenth[] = {
    1.0L,
    1.0L / 10,
    1.0L / 10 / 10,
    1.0L / 10 / 10 / 10,
    1.0L / 10 / 10 / 10 / 10,
    1.0L / 10 / 10 / 10 / 10 / 10,
    1.0L / 10 / 10 / 10 / 10 / 10 / 10,
};

/* Three-point Gauss-Legendre nodes and weights on [-1, 1]; sqrt(3/5) is a literal. */
#define SQRT_3_5 0.774596669241483377035853079956479922L
static const long double gl_node[] = {-SQRT_3_5, 0.0L, SQRT_3_5};
static const long double gl_weight[] = {5.0L / 9, 8.0L / 9, 5.0L / 9};

/* Conversions folded from other types, and limits scaled. */
static const long double mixed[] = {
    (long double)0.1f,    0.1,     (long double)18446744073709551615ULL / 3,
    -9007199254740993LL,  LDBL_MAX * 0.5L, LDBL_MIN / 4, LDBL_EPSILON * 3 - LDBL_EPSILON,
    1e300 * 1e300L,
};
static const double as_double = 1.0L / 3;
static const float as_float = 2.0L / 3;
static const int truncated = (int)(10.0L / 3 * 3);
static const unsigned long long big = (unsigned long long)(1e19L + 0.5L);

static long double runtime_inv_fact(int n) {
    volatile long double one = 1.0L;
    long double f = one;
    for (int k = 2; k <= n; k++)
        f *= k;
    return n < 2 ? one : one / f;
}

static long double series_exp(long double x) {
    long double sum = 0.0L, power = 1.0L;
    for (int i = 0; i < NTERMS; i++) {
        sum += inv_fact[i] * power;
        power *= x;
    }
    return sum;
}

/* The integral of f on [a, b] with the three-point rule on n panels. */
static long double gauss(long double (*f)(long double), long double a, long double b, int n) {
    long double h = (b - a) / n, total = 0.0L;
    for (int p = 0; p < n; p++) {
        long double mid = a + (p + 0.5L) * h;
        for (int k = 0; k < 3; k++)
            total += gl_weight[k] * f(mid + gl_node[k] * h / 2);
    }
    return total * h / 2;
}

static long double fifth_power(long double x) { return x * x * x * x * x; }

int main(void) {
    int bad = 0;
    for (int i = 0; i < NTERMS; i++)
        if (inv_fact[i] != runtime_inv_fact(i)) {
            printf("inv_fact[%d] differs\n", i);
            bad++;
        }
    volatile long double ten = 10;
    long double t = 1.0L;
    for (int i = 0; i < (int)(sizeof tenth / sizeof tenth[0]); i++, t /= ten)
        if (tenth[i] != t) {
            printf("tenth[%d] differs\n", i);
            bad++;
        }
    volatile long double five = 5, eight = 8, nine = 9;
    if (gl_weight[0] != five / nine || gl_weight[1] != eight / nine)
        bad++, printf("weights differ\n");
    volatile float tenth_f = 0.1f;
    volatile double tenth_d = 0.1;
    volatile unsigned long long max = 18446744073709551615ULL;
    volatile long long odd = -9007199254740993LL;
    volatile long double ldmax = LDBL_MAX, ldmin = LDBL_MIN, eps = LDBL_EPSILON, half = 0.5L;
    volatile double big_d = 1e300;
    long double expect[] = {tenth_f, tenth_d, (long double)max / 3, odd, ldmax * half,
                            ldmin / 4, eps * 3 - eps, big_d * 1e300L};
    for (int i = 0; i < (int)(sizeof mixed / sizeof mixed[0]); i++)
        if (mixed[i] != expect[i]) {
            printf("mixed[%d] differs\n", i);
            bad++;
        }
    volatile long double one = 1, two = 2, three = 3;
    if (as_double != (double)(one / three) || as_float != (float)(two / three))
        bad++, printf("narrowed constants differ\n");
    printf("folded tables: %d entries, %d differ from run time\n",
           NTERMS + 7 + 5 + (int)(sizeof mixed / sizeof mixed[0]) + 2, bad);
    printf("truncated = %d, big = %llu\n", truncated, big);
    printf("isinf(mixed[7]) = %d, LDBL_MAX / 2 finite: %d\n", isinf(mixed[7]) != 0,
           isfinite(mixed[4]) != 0);

    for (int i = -2; i <= 3; i++) {
        long double x = i * 0.75L;
        long double rel = fabsl(series_exp(x) - expl(x)) / expl(x);
        printf("exp(%5.2Lf) = %.15Lf  series within %s\n", x, series_exp(x),
               rel <= 1e-18L ? "1e-18" : "MORE than 1e-18");
    }
    printf("integral of x^5 on [0, 2] = %.15Lf (exact 32/3)\n", gauss(fifth_power, 0, 2, 4));
    printf("1/3 as double %.17g, 2/3 as float %.9g\n", as_double, (double)as_float);
    return bad != 0;
}
