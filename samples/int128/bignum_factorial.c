/* A small arbitrary-precision library on 64-bit limbs: products and carries go through
 * unsigned __int128 so no bits are lost. Prints n! for a few n, their digit sums, and
 * checks (n!)/(n-1)! == n by long division to confirm the arithmetic round-trips. */
#include <stdio.h>
#include <string.h>

#define MAX_LIMBS 64

typedef unsigned long long limb;
typedef unsigned __int128 dlimb;

typedef struct {
    int n;                 /* used limbs, least significant first */
    limb d[MAX_LIMBS];
} big;

static void big_set(big *a, limb v) {
    a->n = 1;
    a->d[0] = v;
}

/* a *= m, with the carry carried in the high half of a 128-bit product. */
static void big_mul_small(big *a, limb m) {
    limb carry = 0;
    for (int i = 0; i < a->n; i++) {
        dlimb p = (dlimb)a->d[i] * m + carry;
        a->d[i] = (limb)p;
        carry = (limb)(p >> 64);
    }
    if (carry)
        a->d[a->n++] = carry;
}

/* a /= m, returning the remainder: each step divides a 128-bit partial dividend. */
static limb big_div_small(big *a, limb m) {
    dlimb rem = 0;
    for (int i = a->n - 1; i >= 0; i--) {
        dlimb cur = (rem << 64) | a->d[i];
        a->d[i] = (limb)(cur / m);
        rem = cur % m;
    }
    while (a->n > 1 && a->d[a->n - 1] == 0)
        a->n--;
    return (limb)rem;
}

static int big_cmp(const big *a, const big *b) {
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

/* Decimal by repeated division by 10^19, the largest power of ten in a limb. */
static int big_to_string(const big *a, char *out) {
    big t = *a;
    limb chunks[MAX_LIMBS * 2];
    int k = 0;
    do {
        chunks[k++] = big_div_small(&t, 10000000000000000000ULL);
    } while (t.n > 1 || t.d[0] != 0);
    int len = sprintf(out, "%llu", chunks[k - 1]);
    for (int i = k - 2; i >= 0; i--)
        len += sprintf(out + len, "%019llu", chunks[i]);
    return len;
}

static void factorial(big *f, int n) {
    big_set(f, 1);
    for (int i = 2; i <= n; i++)
        big_mul_small(f, (limb)i);
}

int main(void) {
    static const int ns[] = {20, 25, 34, 50, 100};
    char text[2048];
    for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        big f;
        factorial(&f, ns[k]);
        int len = big_to_string(&f, text);
        int digit_sum = 0, trailing_zeros = 0;
        for (int i = 0; i < len; i++)
            digit_sum += text[i] - '0';
        for (int i = len - 1; i >= 0 && text[i] == '0'; i--)
            trailing_zeros++;
        printf("%d! = %s\n", ns[k], text);
        printf("  %d digits, %d limbs, digit sum %d, %d trailing zeros\n", len, f.n, digit_sum,
               trailing_zeros);

        big prev, quotient = f;
        factorial(&prev, ns[k] - 1);
        limb r = big_div_small(&quotient, (limb)ns[k]);
        printf("  %d!/%d == %d!: %s (remainder %llu)\n", ns[k], ns[k], ns[k] - 1,
               big_cmp(&quotient, &prev) == 0 ? "yes" : "no", r);
    }

    /* 2^128 - 1 as a big number must equal the largest unsigned __int128. */
    dlimb max = ~(dlimb)0;
    big m;
    m.n = 2;
    m.d[0] = (limb)max;
    m.d[1] = (limb)(max >> 64);
    big_to_string(&m, text);
    printf("2^128-1 = %s\n", text);
    big_mul_small(&m, 3);
    big_to_string(&m, text);
    printf("3*(2^128-1) = %s (%d limbs)\n", text, m.n);
    return strcmp(text, "1020847100762815390390123822295304634365") == 0 ? 0 : 1;
}
