/* Division and remainder by constants, signed and unsigned, 32 and 64 bits: at -O0 tcc-rs
 * divides by a multiply and shifts (as gcc does), so each constant's quotient and remainder
 * are checked over the dividends that find the edges: 0, the extremes, powers of two and
 * their neighbours, multiples of the divisor and their neighbours, and a pseudo-random spread. */
#include <limits.h>
#include <stdio.h>

static unsigned long long values[400];
static int count;

static void add(unsigned long long v) { values[count++] = v; }

static void make_values(void) {
    unsigned long long s = 0x9e3779b97f4a7c15ull;
    int k;
    add(0); add(1); add(2); add(3); add(ULLONG_MAX); add(ULLONG_MAX - 1);
    add(LLONG_MAX); add((unsigned long long)LLONG_MIN);
    add(UINT_MAX); add(INT_MAX); add((unsigned)INT_MIN);
    for (k = 1; k < 64; k++) {
        unsigned long long p = 1ull << k;
        add(p - 1); add(p); add(p + 1); add(-p);
    }
    while (count < 400) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        add(count & 1 ? s : s >> (count % 60));
    }
}

/* One line per divisor and type: a hash of every quotient and remainder, and one sample. */
#define CHECK(T, FMT, D)                                                                   \
    do {                                                                                   \
        unsigned long long h = 1469598103934665603ull;                                      \
        int i;                                                                             \
        for (i = 0; i < count; i++) {                                                      \
            T x = (T)values[i];                                                            \
            T q = x / (D), r = x % (D);                                                    \
            if ((T)(q * (D) + r) != x) printf("wrong: " #T " " FMT " / %s\n", x, #D);      \
            h = (h ^ (unsigned long long)q) * 1099511628211ull;                            \
            h = (h ^ (unsigned long long)r) * 1099511628211ull;                            \
        }                                                                                  \
        printf("%-18s / %-22s %016llx  " FMT " " FMT "\n", #T, #D, h,                      \
               (T)((T)values[count - 1] / (D)), (T)((T)values[count - 1] % (D)));          \
    } while (0)

#define SIGNED32(D) CHECK(int, "%d", D)
#define UNSIGNED32(D) CHECK(unsigned, "%u", D)
#define SIGNED64(D) CHECK(long long, "%lld", D)
#define UNSIGNED64(D) CHECK(unsigned long long, "%llu", D)
#define ALL(D) do { SIGNED32(D); UNSIGNED32(D); SIGNED64(D); UNSIGNED64(D); } while (0)

int main(void) {
    short sh = -12345;
    unsigned char uc = 250;
    make_values();
    ALL(2); ALL(3); ALL(5); ALL(6); ALL(7); ALL(9); ALL(10); ALL(12); ALL(13); ALL(25);
    ALL(60); ALL(100); ALL(255); ALL(256); ALL(641); ALL(1000); ALL(3600); ALL(10007);
    ALL(65535); ALL(65536); ALL(65537); ALL(86400); ALL(1000000); ALL(0x7fffffff);
    ALL(-2); ALL(-3); ALL(-7); ALL(-10); ALL(-256); ALL(-1000);
    SIGNED32(-2147483647 - 1); UNSIGNED32(0x80000000u); UNSIGNED32(0x80000001u); UNSIGNED32(0xfffffffeu);
    SIGNED64(1000000007LL); SIGNED64(9223372036854775807LL); SIGNED64(-9223372036854775807LL - 1); SIGNED64(-1000000007LL);
    SIGNED64(0x100000000LL); SIGNED64(-0x100000001LL);
    UNSIGNED64(10000000000000000000ull); UNSIGNED64(0x8000000000000001ull);
    UNSIGNED64(0x100000001ull); UNSIGNED64(18446744073709551615ull); UNSIGNED64(1000000007ull);
    /* Narrow operands are promoted to int first. */
    printf("%d %d %d %d\n", sh / 10, sh % 10, uc / 7, uc % 7);
    return 0;
}
