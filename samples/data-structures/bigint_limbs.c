/* Arbitrary-precision unsigned integers as a struct with a length and a fixed array of
 * 32-bit limbs (little-endian), passed and returned by value: addition, multiplication
 * by a small factor and by another big number, division by a small divisor with
 * remainder, and decimal conversion. Computes 100!, Fibonacci(500), 2^512 and checks
 * identities between them. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { LIMBS = 40 }; /* 1280 bits */

typedef struct {
    int n; /* used limbs, no leading zero limbs; 0 means the value 0 */
    uint32_t d[LIMBS];
} Big;

typedef struct {
    Big q;
    uint32_t r;
} DivMod;

static Big big_from(uint64_t v) {
    Big b;
    memset(&b, 0, sizeof b);
    while (v) {
        b.d[b.n++] = (uint32_t)v;
        v >>= 32;
    }
    return b;
}

static Big trim(Big b) {
    while (b.n > 0 && b.d[b.n - 1] == 0) b.n--;
    return b;
}

static Big big_add(Big a, Big b) {
    Big r;
    memset(&r, 0, sizeof r);
    uint64_t carry = 0;
    int n = a.n > b.n ? a.n : b.n;
    for (int i = 0; i < n || carry; i++) {
        uint64_t s = carry + (i < a.n ? a.d[i] : 0) + (i < b.n ? b.d[i] : 0);
        r.d[i] = (uint32_t)s;
        carry = s >> 32;
        r.n = i + 1;
    }
    return trim(r);
}

static Big big_mul_small(Big a, uint32_t m) {
    Big r;
    memset(&r, 0, sizeof r);
    uint64_t carry = 0;
    for (int i = 0; i < a.n || carry; i++) {
        uint64_t p = (i < a.n ? (uint64_t)a.d[i] * m : 0) + carry;
        r.d[i] = (uint32_t)p;
        carry = p >> 32;
        r.n = i + 1;
    }
    return trim(r);
}

static Big big_mul(const Big *a, const Big *b) {
    Big r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n || carry; j++) {
            uint64_t cur = r.d[i + j] + carry + (j < b->n ? (uint64_t)a->d[i] * b->d[j] : 0);
            r.d[i + j] = (uint32_t)cur;
            carry = cur >> 32;
            if (i + j + 1 > r.n) r.n = i + j + 1;
        }
    }
    return trim(r);
}

static DivMod big_divmod_small(Big a, uint32_t m) {
    DivMod out;
    memset(&out, 0, sizeof out);
    uint64_t rem = 0;
    for (int i = a.n - 1; i >= 0; i--) {
        uint64_t cur = (rem << 32) | a.d[i];
        out.q.d[i] = (uint32_t)(cur / m);
        rem = cur % m;
    }
    out.q.n = a.n;
    out.q = trim(out.q);
    out.r = (uint32_t)rem;
    return out;
}

static int big_cmp(const Big *a, const Big *b) {
    if (a->n != b->n) return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

/* Decimal digits, most significant first, by repeated division by 10^9. */
static int big_to_string(Big a, char *out, size_t cap) {
    uint32_t chunks[160];
    int k = 0;
    while (a.n > 0 && k < 160) {
        DivMod dm = big_divmod_small(a, 1000000000u);
        chunks[k++] = dm.r;
        a = dm.q;
    }
    int len = snprintf(out, cap, "%u", k ? chunks[k - 1] : 0u);
    for (int i = k - 2; i >= 0 && (size_t)len < cap; i--) len += snprintf(out + len, cap - (size_t)len, "%09u", chunks[i]);
    return len;
}

static void show(const char *label, Big b) {
    char buf[512];
    int len = big_to_string(b, buf, sizeof buf);
    uint32_t digit_sum = 0;
    for (int i = 0; i < len; i++) digit_sum += (uint32_t)(buf[i] - '0');
    if (len > 60) printf("%-8s %3d digits, %d limbs: %.25s...%s (digit sum %u)\n", label, len, b.n, buf, buf + len - 25, digit_sum);
    else printf("%-8s %3d digits, %d limbs: %s (digit sum %u)\n", label, len, b.n, buf, digit_sum);
}

int main(void) {
    Big fact = big_from(1);
    for (uint32_t i = 2; i <= 100; i++) fact = big_mul_small(fact, i);
    show("100!", fact);
    Big f0 = big_from(0), f1 = big_from(1);
    for (int i = 2; i <= 500; i++) {
        Big f2 = big_add(f0, f1);
        f0 = f1;
        f1 = f2;
    }
    show("fib(500)", f1);
    Big p = big_from(1);
    for (int i = 0; i < 512; i++) p = big_add(p, p);
    show("2^512", p);
    Big sq = big_mul(&fact, &fact);
    show("(100!)^2", sq);
    /* identities: 100! / 97 has remainder 0; 100!*101 / 101 == 100!; 2^256 squared == 2^512 */
    DivMod dm = big_divmod_small(fact, 97);
    Big back = big_divmod_small(big_mul_small(fact, 101), 101).q;
    Big half = big_from(1);
    for (int i = 0; i < 256; i++) half = big_mul_small(half, 2);
    Big half_sq = big_mul(&half, &half);
    int ok = dm.r == 0 && big_cmp(&back, &fact) == 0 && big_cmp(&half_sq, &p) == 0;
    DivMod fr = big_divmod_small(f1, 1000007);
    printf("100! mod 97 = %u, fib(500) mod 1000007 = %u, identities %s\n", dm.r, fr.r, ok ? "hold" : "FAIL");
    return ok ? 0 : 1;
}
