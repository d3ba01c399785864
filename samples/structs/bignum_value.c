/* Arbitrary-precision unsigned integers as a large struct (a fixed array of base-10^9
 * limbs plus a length) passed and returned by value everywhere, the way a value type
 * would be: addition, multiplication by small and big numbers, comparison, division by a
 * small number, factorials, Fibonacci by fast doubling, and powers of two. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define LIMBS 40
#define BASE 1000000000u

typedef struct {
    int n;                 /* limbs in use; 0 means the value 0 */
    uint32_t limb[LIMBS];  /* little-endian base 10^9 */
} Big;

static Big big_from(uint64_t v) {
    Big b;
    memset(&b, 0, sizeof b);
    while (v) {
        b.limb[b.n++] = (uint32_t)(v % BASE);
        v /= BASE;
    }
    return b;
}

static Big big_add(Big a, Big b) {
    Big r;
    memset(&r, 0, sizeof r);
    uint64_t carry = 0;
    int n = a.n > b.n ? a.n : b.n;
    for (int i = 0; i < n || carry; i++) {
        uint64_t s = carry + (i < a.n ? a.limb[i] : 0) + (i < b.n ? b.limb[i] : 0);
        r.limb[i] = (uint32_t)(s % BASE);
        carry = s / BASE;
        r.n = i + 1;
    }
    return r;
}

/* a - b for a >= b. */
static Big big_sub(Big a, Big b) {
    int64_t borrow = 0;
    for (int i = 0; i < a.n; i++) {
        int64_t d = (int64_t)a.limb[i] - borrow - (i < b.n ? b.limb[i] : 0);
        borrow = d < 0;
        a.limb[i] = (uint32_t)(d + (borrow ? BASE : 0));
    }
    while (a.n > 0 && a.limb[a.n - 1] == 0)
        a.n--;
    return a;
}

static Big big_mul(Big a, Big b) {
    Big r;
    memset(&r, 0, sizeof r);
    if (a.n == 0 || b.n == 0)
        return r;
    uint64_t acc[2 * LIMBS] = {0};
    for (int i = 0; i < a.n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b.n || carry; j++) {
            uint64_t cur = acc[i + j] + carry + (j < b.n ? (uint64_t)a.limb[i] * b.limb[j] : 0);
            acc[i + j] = cur % BASE;
            carry = cur / BASE;
        }
    }
    r.n = a.n + b.n;
    while (r.n > 0 && acc[r.n - 1] == 0)
        r.n--;
    for (int i = 0; i < r.n && i < LIMBS; i++)
        r.limb[i] = (uint32_t)acc[i];
    return r;
}

static Big big_mul_small(Big a, uint32_t k) { return big_mul(a, big_from(k)); }

static uint32_t big_divmod_small(Big *a, uint32_t d) {
    uint64_t rem = 0;
    for (int i = a->n - 1; i >= 0; i--) {
        uint64_t cur = a->limb[i] + rem * BASE;
        a->limb[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
    while (a->n > 0 && a->limb[a->n - 1] == 0)
        a->n--;
    return (uint32_t)rem;
}

static int big_cmp(Big a, Big b) {
    if (a.n != b.n)
        return a.n < b.n ? -1 : 1;
    for (int i = a.n - 1; i >= 0; i--)
        if (a.limb[i] != b.limb[i])
            return a.limb[i] < b.limb[i] ? -1 : 1;
    return 0;
}

static void big_print(const char *label, Big a) {
    printf("%s", label);
    if (a.n == 0) {
        printf("0\n");
        return;
    }
    printf("%u", a.limb[a.n - 1]);
    for (int i = a.n - 2; i >= 0; i--)
        printf("%09u", a.limb[i]);
    printf("\n");
}

static int digit_sum(Big a) {
    int s = 0;
    while (a.n > 0)
        s += (int)big_divmod_small(&a, 10);
    return s;
}

/* Fast doubling: F(2k) = F(k) (2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2. */
static void fib(unsigned n, Big *f, Big *g) {
    if (n == 0) {
        *f = big_from(0);
        *g = big_from(1);
        return;
    }
    Big a, b;
    fib(n / 2, &a, &b);
    Big c = big_mul(a, big_sub(big_add(b, b), a));
    Big d = big_add(big_mul(a, a), big_mul(b, b));
    if (n % 2) {
        *f = d;
        *g = big_add(c, d);
    } else {
        *f = c;
        *g = d;
    }
}

int main(void) {
    Big f = big_from(1);
    for (uint32_t k = 1; k <= 60; k++) {
        f = big_mul_small(f, k);
        if (k % 15 == 0) {
            char label[16];
            sprintf(label, "%u! = ", k);
            big_print(label, f);
        }
    }
    printf("digit sum of 60! = %d\n", digit_sum(f));
    Big a, b;
    fib(300, &a, &b);
    big_print("F(300) = ", a);
    big_print("F(301) = ", b);
    Big p = big_from(1), two = big_from(2);
    for (int i = 0; i < 256; i++)
        p = big_mul(p, two);
    big_print("2^256 = ", p);
    Big q = p;
    uint32_t r7 = big_divmod_small(&q, 7);
    printf("2^256 mod 7 = %u, cmp(q*7 + r, 2^256) = %d\n", r7, big_cmp(big_add(big_mul_small(q, 7), big_from(r7)), p));
    Big m = big_mul(big_from(UINT64_C(18446744073709551615)), big_from(UINT64_C(18446744073709551615)));
    big_print("(2^64-1)^2 = ", m);
    printf("sizeof(Big) = %zu, cmp(F300, F301) = %d\n", sizeof(Big), big_cmp(a, b));
    return digit_sum(f) == 288 ? 0 : 1;
}
