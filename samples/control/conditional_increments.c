/* Counters bumped under a condition, which the optimiser turns into arithmetic on the
 * condition (no branch): every width, signed and unsigned, increments and decrements on
 * either side of the test, counters that wrap, and choices between two constants one
 * apart, with the constants at the edges of their types. */
#include <limits.h>
#include <stdio.h>

static unsigned char bytes[300];

static void fill(unsigned seed) {
    for (int i = 0; i < 300; i++) {
        seed = seed * 1103515245u + 12345u;
        bytes[i] = (unsigned char)(seed >> 16);
    }
}

static int count_odd(void) {
    int n = 0;
    for (int i = 0; i < 300; i++)
        if (bytes[i] & 1)
            n++;
    return n;
}

static int count_not_zero_mod3(void) {
    int n = 0;
    for (int i = 0; i < 300; i++)
        if (!(bytes[i] % 3 == 0))
            n++;
    return n;
}

static long down_above(int k) {
    long n = 1000;
    for (int i = 0; i < 300; i++)
        if (bytes[i] > k)
            n--;
        else {
        }
    return n;
}

/* A char counter that wraps past 127 (300 bytes, most above 20). */
static signed char char_count(void) {
    signed char n = 0;
    for (int i = 0; i < 300; i++)
        if (bytes[i] > 20)
            n = (signed char)(n + 1);
    return n;
}

static unsigned char uchar_down(void) {
    unsigned char n = 5;
    for (int i = 0; i < 300; i++)
        if (bytes[i] < 200)
            n -= 1;
    return n;
}

static short short_both(void) {
    short n = 0;
    for (int i = 0; i < 300; i++) {
        if (bytes[i] < 128)
            n++;
        else
            n--;
    }
    return n;
}

static unsigned short ushort_wrap(void) {
    unsigned short n = 65530;
    for (int i = 0; i < 300; i++)
        if (bytes[i] != 7)
            n++;
    return n;
}

/* Unsigned counters that wrap at UINT_MAX and through INT_MAX. */
static unsigned uint_wrap(unsigned start) {
    unsigned n = start;
    for (int i = 0; i < 300; i++)
        if (bytes[i] >= 64)
            n += 1;
    return n;
}

static unsigned long long ull_down(unsigned long long n) {
    for (int i = 0; i < 300; i++)
        if (bytes[i] == 0 || bytes[i] > 100)
            n--;
    return n;
}

static int pick01(int x) { return x > 0 ? 1 : 0; }
static int pick10(int x) { return x > 0 ? 0 : 1; }
static int pick_minus(long x) { return x ? -1 : 0; }
static int pick_k(int x) { return x < 5 ? -6 : -5; }
static unsigned pick_max(unsigned x) { return x == 3 ? INT_MAX : (unsigned)INT_MAX + 1u; }
static unsigned pick_uwrap(unsigned x) { return x == 3 ? UINT_MAX : 0u; }
static long pick_lmin(long x) { return x & 8 ? LONG_MIN : LONG_MIN + 1; }
static signed char pick_c(int x) {
    signed char c;
    if (x % 2)
        c = SCHAR_MIN + 1;
    else
        c = SCHAR_MIN;
    return c;
}
static unsigned char pick_uc(int x) {
    unsigned char c;
    if (x >= 0)
        c = 0;
    else
        c = 255;
    return c;
}

/* Two counters in one test, and a test on a double. */
static int two_counters(int *other) {
    int a = 0, b = 100;
    for (int i = 0; i < 300; i++) {
        if (bytes[i] > 99) {
            a++;
            b--;
        }
    }
    *other = b;
    return a;
}

static int count_below(double limit) {
    int n = 0;
    for (int i = 0; i < 300; i++)
        if (!(bytes[i] * 0.5 < limit))
            n++;
    return n;
}

int main(void) {
    for (unsigned seed = 1; seed <= 3; seed++) {
        fill(seed);
        int other;
        printf("seed %u: odd %d not3 %d down %ld char %d uchar %d short %d ushort %u\n", seed,
               count_odd(), count_not_zero_mod3(), down_above(50), char_count(), uchar_down(),
               short_both(), ushort_wrap());
        printf("  uint %u %u %u ull %llu %llu\n", uint_wrap(UINT_MAX - 100), uint_wrap(INT_MAX - 3),
               uint_wrap(0), ull_down(5), ull_down(1000));
        int two = two_counters(&other);
        printf("  two %d %d below %d %d\n", two, other, count_below(30.0),
               count_below(__builtin_nan("")));
    }
    int xs[] = {-7, -1, 0, 1, 2, 3, 4, 5, 8, 9, INT_MAX, INT_MIN};
    for (int i = 0; i < 12; i++) {
        int x = xs[i];
        printf("%d: %d %d %d %d %u %u %ld %d %d\n", x, pick01(x), pick10(x), pick_minus(x),
               pick_k(x), pick_max((unsigned)x), pick_uwrap((unsigned)x), pick_lmin(x), pick_c(x),
               pick_uc(x));
    }
    return 0;
}
