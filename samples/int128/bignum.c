/* A small arbitrary-precision natural number library on 64-bit limbs, with unsigned
 * __int128 for the double-width products and quotients: addition, multiplication by a limb
 * and by a number, division by a limb (for decimal output), comparison and exponentiation
 * by squaring. Computes 100!, 2^521 - 1 (a Mersenne prime), Fibonacci(1000), and checks
 * (a*b)/b == a on a few large values. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef unsigned __int128 u128;

enum { MAX_LIMBS = 64 };

typedef struct {
    int n; /* limbs in use; no leading zero limbs */
    uint64_t d[MAX_LIMBS];
} big;

static void big_set(big *x, uint64_t v) {
    memset(x, 0, sizeof *x);
    x->d[0] = v;
    x->n = v != 0;
}

static void trim(big *x) {
    while (x->n > 0 && x->d[x->n - 1] == 0)
        x->n--;
}

static void big_add(big *r, const big *a, const big *b) {
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    big out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < n; i++) {
        u128 s = (u128)(i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0) + carry;
        out.d[i] = (uint64_t)s;
        carry = (uint64_t)(s >> 64);
    }
    out.d[n] = carry;
    out.n = n + 1;
    trim(&out);
    *r = out;
}

static void big_mul_limb(big *x, uint64_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < x->n; i++) {
        u128 p = (u128)x->d[i] * m + carry;
        x->d[i] = (uint64_t)p;
        carry = (uint64_t)(p >> 64);
    }
    if (carry)
        x->d[x->n++] = carry;
    trim(x);
}

static void big_mul(big *r, const big *a, const big *b) {
    big out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n; j++) {
            u128 t = (u128)a->d[i] * b->d[j] + out.d[i + j] + carry;
            out.d[i + j] = (uint64_t)t;
            carry = (uint64_t)(t >> 64);
        }
        out.d[i + b->n] = carry;
    }
    out.n = a->n + b->n;
    trim(&out);
    *r = out;
}

/* x /= v; returns the remainder. */
static uint64_t big_div_limb(big *x, uint64_t v) {
    u128 rem = 0;
    for (int i = x->n - 1; i >= 0; i--) {
        u128 cur = (rem << 64) | x->d[i];
        x->d[i] = (uint64_t)(cur / v);
        rem = cur % v;
    }
    trim(x);
    return (uint64_t)rem;
}

static int big_cmp(const big *a, const big *b) {
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void big_pow(big *r, uint64_t base, unsigned e) {
    big acc, sq;
    big_set(&acc, 1);
    big_set(&sq, base);
    while (e) {
        if (e & 1)
            big_mul(&acc, &acc, &sq);
        big_mul(&sq, &sq, &sq);
        e >>= 1;
    }
    *r = acc;
}

/* Decimal digits, 19 at a time. */
static void big_print(const char *label, const big *x) {
    static const uint64_t chunk = 10000000000000000000ull;
    uint64_t parts[MAX_LIMBS * 2];
    int k = 0;
    big t = *x;
    do
        parts[k++] = big_div_limb(&t, chunk);
    while (t.n > 0);
    printf("%s", label);
    printf("%llu", (unsigned long long)parts[--k]);
    int digits = 0;
    while (k > 0)
        printf("%019llu", (unsigned long long)parts[--k]);
    for (big u = *x; u.n > 0; big_div_limb(&u, 10))
        digits++;
    printf(" (%d digits)\n", digits);
}

int main(void) {
    big f;
    big_set(&f, 1);
    for (uint64_t i = 2; i <= 100; i++)
        big_mul_limb(&f, i);
    big_print("100! = ", &f);

    big m, one;
    big_pow(&m, 2, 521);
    big_set(&one, 1);
    /* m - 1 by adding the two's complement is awkward; build 2^521 - 1 limb by limb. */
    big mersenne;
    memset(&mersenne, 0, sizeof mersenne);
    for (int i = 0; i < 8; i++)
        mersenne.d[i] = ~0ull;
    mersenne.d[8] = (1ull << 9) - 1;
    mersenne.n = 9;
    big check;
    big_add(&check, &mersenne, &one);
    printf("2^521 == M521 + 1: %s\n", big_cmp(&check, &m) == 0 ? "yes" : "no");
    big_print("M521 = ", &mersenne);

    big a, b, c;
    big_set(&a, 0);
    big_set(&b, 1);
    for (int i = 0; i < 1000; i++) {
        big_add(&c, &a, &b);
        a = b;
        b = c;
    }
    big_print("F(1000) = ", &a);

    big p;
    big_mul(&p, &f, &a);
    uint64_t rem = 0;
    big q = p;
    for (uint64_t i = 2; i <= 100; i++)
        rem |= big_div_limb(&q, i);
    printf("(100! * F(1000)) / 100! == F(1000): %s, remainders %llu\n",
           big_cmp(&q, &a) == 0 ? "yes" : "no", (unsigned long long)rem);
    printf("F(1000) mod 1000000007 = %llu\n", (unsigned long long)big_div_limb(&a, 1000000007));
    return 0;
}
