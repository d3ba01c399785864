/* Deterministic Miller-Rabin for every 64-bit integer, on unsigned __int128: the 64x64->128
 * multiply makes mulmod exact without tricks. Also Pollard's rho to factor what is not
 * prime, and the decimal printing of 128-bit products (printf has no format for them). */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
    return (uint64_t)((u128)a * b % m);
}

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1;
    b %= m;
    while (e) {
        if (e & 1)
            r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

/* These twelve bases decide primality for every n < 2^64. */
static int is_prime(uint64_t n) {
    static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    if (n < 2)
        return 0;
    for (int i = 0; i < 12; i++)
        if (n % bases[i] == 0)
            return n == bases[i];
    uint64_t d = n - 1;
    int s = 0;
    while ((d & 1) == 0) {
        d >>= 1;
        s++;
    }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(bases[i], d, n);
        if (x == 1 || x == n - 1)
            continue;
        int composite = 1;
        for (int r = 1; r < s && composite; r++) {
            x = mulmod(x, x, n);
            if (x == n - 1)
                composite = 0;
        }
        if (composite)
            return 0;
    }
    return 1;
}

static uint64_t gcd(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Pollard's rho with Floyd's cycle detection; c varies until a factor appears. */
static uint64_t rho(uint64_t n) {
    if (n % 2 == 0)
        return 2;
    for (uint64_t c = 1;; c++) {
        uint64_t x = 2, y = 2, d = 1;
        while (d == 1) {
            x = (mulmod(x, x, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            d = gcd(x > y ? x - y : y - x, n);
        }
        if (d != n)
            return d;
    }
}

static void factor(uint64_t n, uint64_t *out, int *count) {
    if (n == 1)
        return;
    if (is_prime(n)) {
        out[(*count)++] = n;
        return;
    }
    uint64_t d = rho(n);
    factor(d, out, count);
    factor(n / d, out, count);
}

static void print_u128(u128 v) {
    char buf[40];
    int i = sizeof buf - 1;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    fputs(buf + i, stdout);
}

int main(void) {
    const uint64_t tests[] = {
        1, 2, 97, 561, 1000000007ULL, 4294967291ULL, 4294967297ULL,
        18446744073709551557ULL, 18446744073709551615ULL, 3215031751ULL,
        600851475143ULL, 9223372036854775783ULL, 1152921504606846883ULL * 3,
    };
    for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        uint64_t n = tests[i], f[64];
        int k = 0;
        factor(n, f, &k);
        /* Sort the factors for a stable output. */
        for (int a = 1; a < k; a++)
            for (int b = a; b > 0 && f[b - 1] > f[b]; b--) {
                uint64_t t = f[b];
                f[b] = f[b - 1];
                f[b - 1] = t;
            }
        printf("%llu: %s", (unsigned long long)n, is_prime(n) ? "prime" : "composite");
        for (int a = 0; a < k && !is_prime(n); a++)
            printf(" %llu", (unsigned long long)f[a]);
        putchar('\n');
    }
    /* Products that need all 128 bits. */
    u128 p = (u128)18446744073709551557ULL * 18446744073709551533ULL;
    fputs("product: ", stdout);
    print_u128(p);
    printf("\nhigh %llx low %llx\n", (unsigned long long)(p >> 64), (unsigned long long)p);
    printf("mod back: %llu\n", (unsigned long long)(p % 18446744073709551557ULL));
    int primes = 0;
    for (uint64_t n = 18446744073709551615ULL - 2000; n != 0; n++)
        primes += is_prime(n);
    printf("primes in the last 2001 64-bit numbers: %d\n", primes);
    return 0;
}
