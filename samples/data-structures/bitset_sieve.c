/* A bitset struct over 64-bit words: set/clear/test, population count, union,
 * intersection, difference, iteration over set bits with count-trailing-zeros done by
 * hand. Used for a sieve of Eratosthenes and set algebra on primes and residue classes. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    size_t nbits, nwords;
    uint64_t *w;
} Bitset;

static Bitset bs_new(size_t nbits) {
    Bitset b = {nbits, (nbits + 63) / 64, NULL};
    b.w = calloc(b.nwords ? b.nwords : 1, sizeof(uint64_t));
    return b;
}

static void bs_set(Bitset *b, size_t i) { b->w[i / 64] |= (uint64_t)1 << (i % 64); }
static void bs_clear(Bitset *b, size_t i) { b->w[i / 64] &= ~((uint64_t)1 << (i % 64)); }
static bool bs_test(const Bitset *b, size_t i) { return (b->w[i / 64] >> (i % 64)) & 1u; }

static void bs_fill(Bitset *b) {
    memset(b->w, 0xff, b->nwords * sizeof(uint64_t));
    if (b->nbits % 64) b->w[b->nwords - 1] = ((uint64_t)1 << (b->nbits % 64)) - 1;
}

static int popcount64(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

static int ctz64(uint64_t x) { /* x != 0 */
    int n = 0;
    while (!(x & 0xffffu)) { x >>= 16; n += 16; }
    while (!(x & 1u)) { x >>= 1; n++; }
    return n;
}

static size_t bs_count(const Bitset *b) {
    size_t n = 0;
    for (size_t i = 0; i < b->nwords; i++) n += (size_t)popcount64(b->w[i]);
    return n;
}

typedef uint64_t (*WordOp)(uint64_t, uint64_t);
static uint64_t w_and(uint64_t a, uint64_t b) { return a & b; }
static uint64_t w_or(uint64_t a, uint64_t b) { return a | b; }
static uint64_t w_andnot(uint64_t a, uint64_t b) { return a & ~b; }
static uint64_t w_xor(uint64_t a, uint64_t b) { return a ^ b; }

static Bitset bs_combine(const Bitset *a, const Bitset *b, WordOp op) {
    Bitset r = bs_new(a->nbits);
    for (size_t i = 0; i < r.nwords; i++) r.w[i] = op(a->w[i], b->w[i]);
    return r;
}

/* Calls visit(i) for each set bit in increasing order; stops early when visit returns false. */
static void bs_each(const Bitset *b, bool (*visit)(size_t, void *), void *ctx) {
    for (size_t k = 0; k < b->nwords; k++)
        for (uint64_t word = b->w[k]; word; word &= word - 1)
            if (!visit(k * 64 + (size_t)ctz64(word), ctx)) return;
}

typedef struct { int shown, limit; uint64_t sum; } PrintCtx;

static bool print_bit(size_t i, void *ctx) {
    PrintCtx *p = ctx;
    p->sum += i;
    if (p->shown < p->limit) { printf(" %zu", i); p->shown++; }
    return true;
}

static void show(const char *label, const Bitset *b) {
    PrintCtx c = {0, 12, 0};
    printf("%-14s count %5zu:", label, bs_count(b));
    bs_each(b, print_bit, &c);
    printf("  (sum %llu)\n", (unsigned long long)c.sum);
}

int main(void) {
    enum { N = 10000 };
    Bitset primes = bs_new(N);
    bs_fill(&primes);
    bs_clear(&primes, 0);
    bs_clear(&primes, 1);
    for (size_t p = 2; p * p < N; p++)
        if (bs_test(&primes, p))
            for (size_t m = p * p; m < N; m += p) bs_clear(&primes, m);
    show("primes", &primes);
    Bitset one_mod4 = bs_new(N), squares_plus1 = bs_new(N);
    for (size_t i = 1; i < N; i += 4) bs_set(&one_mod4, i);
    for (size_t k = 0; k * k + 1 < N; k++) bs_set(&squares_plus1, k * k + 1);
    static const struct { const char *label; WordOp op; } combos[] = {
        {"primes&1mod4", w_and}, {"primes-1mod4", w_andnot}, {"primes|k^2+1", w_or}, {"primes^1mod4", w_xor},
    };
    for (int i = 0; i < 4; i++) {
        Bitset r = bs_combine(&primes, i % 2 == 0 && i != 0 ? &squares_plus1 : &one_mod4, combos[i].op);
        show(combos[i].label, &r);
        free(r.w);
    }
    Bitset sq_primes = bs_combine(&primes, &squares_plus1, w_and);
    show("k^2+1 primes", &sq_primes);
    size_t twins = 0;
    for (size_t i = 3; i + 2 < N; i += 2) twins += bs_test(&primes, i) && bs_test(&primes, i + 2);
    printf("twin prime pairs below %d: %zu\n", N, twins);
    int ok = bs_count(&primes) == 1229;
    free(primes.w);
    free(one_mod4.w);
    free(squares_plus1.w);
    free(sq_primes.w);
    return ok ? 0 : 1;
}
