/* Ternaries, min, max, abs and clamps of each integer width, signed and unsigned, of
   pointers and of doubles, at the edges of each type's range: the short branches that
   if-conversion (gcc's, and 191c862's on the ifconv branch) makes selects (cmov, csel). */
#include <limits.h>
#include <stdio.h>

#define MINMAX(T, NAME)                                                  \
    static T min_##NAME(T a, T b) { return a < b ? a : b; }            \
    static T max_##NAME(T a, T b) { return a > b ? a : b; }            \
    static T clamp_##NAME(T x, T lo, T hi) {                           \
        if (x < lo)                                                    \
            x = lo;                                                    \
        if (x > hi)                                                    \
            x = hi;                                                    \
        return x;                                                      \
    }

MINMAX(signed char, sc)
MINMAX(unsigned char, uc)
MINMAX(short, ss)
MINMAX(unsigned short, us)
MINMAX(int, si)
MINMAX(unsigned, ui)
MINMAX(long, sl)
MINMAX(unsigned long, ul)
MINMAX(long long, sll)
MINMAX(double, d)

static int abs_i(int a) { return a < 0 ? -a : a; }
static long abs_l(long a) { return a < 0 ? -a : a; }
static short abs_s(short a) { return a < 0 ? -a : a; }
static double abs_d(double a) { return a < 0 ? -a : a; }

static const char *first_nonempty(const char *a, const char *b) { return *a ? a : b; }
static int *later(int *p, int *q) { return p > q ? p : q; }

/* A running maximum and minimum over an array whose order defeats prediction. */
static void extremes(const int *a, int n, int *lo, int *hi, int *argmax) {
    int l = a[0], h = a[0], k = 0;
    for (int i = 1; i < n; i++) {
        int v = a[i];
        if (v > h) {
            h = v;
            k = i;
        }
        l = v < l ? v : l;
    }
    *lo = l;
    *hi = h;
    *argmax = k;
}

/* Diamonds: both ways compute. */
static unsigned mix(unsigned x, int c) { return c ? (x << 3) ^ 5u : (x >> 2) + 9u; }
static int sign(long v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }
static unsigned char sat_add_u8(unsigned char a, unsigned char b) {
    unsigned s = (unsigned)a + b;
    return s > 255 ? 255 : (unsigned char)s;
}
static int safe_div(int a, int b) { return b != 0 ? a / b : 0; }
static int bool_sel(_Bool c, int a, int b) { return c ? a : b; }

int main(void) {
    printf("sc %d %d %d\n", min_sc(-128, 127), max_sc(-128, 127), clamp_sc(100, -5, 5));
    printf("uc %d %d %d\n", min_uc(0, 255), max_uc(0, 255), clamp_uc(200, 10, 20));
    printf("ss %d %d %d\n", min_ss(SHRT_MIN, 1), max_ss(SHRT_MIN, 1), clamp_ss(-300, -7, 7));
    printf("us %d %d %d\n", min_us(65535, 1), max_us(65535, 1), clamp_us(3, 10, 20));
    printf("si %d %d %d\n", min_si(INT_MIN, INT_MAX), max_si(INT_MIN, -1),
           clamp_si(INT_MAX, 0, 99));
    printf("ui %u %u %u\n", min_ui(UINT_MAX, 0), max_ui(UINT_MAX, 1u << 31),
           clamp_ui(5, 6, 9));
    printf("sl %ld %ld %ld\n", min_sl(LONG_MIN, 0), max_sl(LONG_MIN, LONG_MAX),
           clamp_sl(-1, -10, 10));
    printf("ul %lu %lu %lu\n", min_ul(ULONG_MAX, 2), max_ul(ULONG_MAX, 2),
           clamp_ul(ULONG_MAX, 1, 1000));
    printf("sll %lld %lld %lld\n", min_sll(-5, 5), max_sll(-5, 5), clamp_sll(0, 1, 2));
    printf("d %g %g %g\n", min_d(-0.5, 0.25), max_d(1e300, -1e300), clamp_d(3.5, 0.0, 1.0));
    printf("abs %d %ld %d %g %d\n", abs_i(-42), abs_l(-1234567890123L), abs_s(-32767),
           abs_d(-2.5), abs_i(INT_MIN + 1));
    printf("ptr %s %s %d\n", first_nonempty("", "b"), first_nonempty("a", "b"),
           (int)(later((int *)0 + 1, (int *)0 + 2) - (int *)0));
    int a[64];
    unsigned x = 12345;
    for (int i = 0; i < 64; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (int)(x >> 8) % 1000 - 500;
    }
    int lo, hi, k;
    extremes(a, 64, &lo, &hi, &k);
    printf("extremes %d %d %d\n", lo, hi, k);
    unsigned m = 0;
    long s = 0;
    for (int i = 0; i < 100; i++) {
        m += mix((unsigned)i * 2654435761u, a[i % 64] & 1);
        s += sign(a[i % 64]) + sat_add_u8((unsigned char)(i * 7), (unsigned char)(i * 13));
        s += safe_div(a[i % 64], i % 5) + bool_sel(i & 2, i, -i);
    }
    printf("mix %u %ld\n", m, s);
    return 0;
}
