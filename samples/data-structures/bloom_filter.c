/* A Bloom filter with k hash functions derived by double hashing from two base hashes
 * (a table of hash function pointers picks the pair), sized from the target false-positive
 * rate; measures the real false-positive rate against a sorted array with bsearch. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t (*Hash64)(const char *, size_t);

typedef struct {
    uint8_t *bits;
    size_t m;   /* number of bits */
    int k;      /* probes per key */
    Hash64 h1, h2;
    size_t inserted;
} Bloom;

static uint64_t fnv1a64(const char *s, size_t n) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
    return h;
}

static uint64_t djb2_64(const char *s, size_t n) {
    uint64_t h = 5381;
    for (size_t i = 0; i < n; i++) h = h * 33u + (unsigned char)s[i];
    return h ^ (h >> 29);
}

static uint64_t murmur_mix(const char *s, size_t n) {
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ n;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0xff51afd7ed558ccdULL;
        h ^= h >> 32;
    }
    return h;
}

static Bloom bloom_new(size_t expected, double fp_rate, Hash64 h1, Hash64 h2) {
    double m = -(double)expected * log(fp_rate) / (log(2.0) * log(2.0));
    Bloom b;
    b.m = (size_t)ceil(m);
    b.k = (int)lround((double)b.m / (double)expected * log(2.0));
    if (b.k < 1) b.k = 1;
    b.bits = calloc((b.m + 7) / 8, 1);
    b.h1 = h1;
    b.h2 = h2;
    b.inserted = 0;
    return b;
}

static size_t probe(const Bloom *b, uint64_t a, uint64_t c, int i) {
    return (size_t)((a + (uint64_t)i * (c | 1u)) % b->m);
}

static void bloom_add(Bloom *b, const char *key) {
    size_t n = strlen(key);
    uint64_t a = b->h1(key, n), c = b->h2(key, n);
    for (int i = 0; i < b->k; i++) {
        size_t bit = probe(b, a, c, i);
        b->bits[bit / 8] |= (uint8_t)(1u << (bit % 8));
    }
    b->inserted++;
}

static int bloom_maybe(const Bloom *b, const char *key) {
    size_t n = strlen(key);
    uint64_t a = b->h1(key, n), c = b->h2(key, n);
    for (int i = 0; i < b->k; i++) {
        size_t bit = probe(b, a, c, i);
        if (!(b->bits[bit / 8] & (1u << (bit % 8)))) return 0;
    }
    return 1;
}

static size_t bits_set(const Bloom *b) {
    size_t n = 0;
    for (size_t i = 0; i < (b->m + 7) / 8; i++)
        for (uint8_t x = b->bits[i]; x; x &= (uint8_t)(x - 1)) n++;
    return n;
}

typedef struct { char s[12]; } Key;

static int key_cmp(const void *a, const void *b) { return strcmp(((const Key *)a)->s, ((const Key *)b)->s); }

static void make_key(unsigned i, char *out) {
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz";
    unsigned x = i * 2654435761u;
    for (int j = 0; j < 7; j++) {
        out[j] = alphabet[x % 20u];
        x = x / 20u + i * 7u;
    }
    out[7] = '\0';
}

int main(void) {
    enum { MEMBERS = 2000, PROBES = 20000 };
    static Key members[MEMBERS];
    for (unsigned i = 0; i < MEMBERS; i++) make_key(i, members[i].s);
    qsort(members, MEMBERS, sizeof(Key), key_cmp);
    size_t unique = 0;
    for (size_t i = 0; i < MEMBERS; i++)
        if (i == 0 || strcmp(members[i].s, members[i - 1].s) != 0) members[unique++] = members[i];
    static const struct { const char *name; Hash64 a, b; double rate; } configs[] = {
        {"fnv+djb 1%", fnv1a64, djb2_64, 0.01},
        {"fnv+mur 1%", fnv1a64, murmur_mix, 0.01},
        {"djb+mur 0.1%", djb2_64, murmur_mix, 0.001},
        {"fnv+djb 10%", fnv1a64, djb2_64, 0.10},
    };
    int status = 0;
    for (int c = 0; c < 4; c++) {
        Bloom b = bloom_new(unique, configs[c].rate, configs[c].a, configs[c].b);
        for (size_t i = 0; i < unique; i++) bloom_add(&b, members[i].s);
        int missed = 0, false_pos = 0, negatives = 0;
        for (size_t i = 0; i < unique; i++) missed += !bloom_maybe(&b, members[i].s);
        for (unsigned i = MEMBERS; i < MEMBERS + PROBES; i++) {
            Key k;
            make_key(i, k.s);
            if (bsearch(&k, members, unique, sizeof(Key), key_cmp)) continue;
            negatives++;
            false_pos += bloom_maybe(&b, k.s);
        }
        printf("%-13s m=%6zu k=%d fill %.3f: missed %d, false positives %d/%d = %.4f\n", configs[c].name, b.m,
               b.k, (double)bits_set(&b) / (double)b.m, missed, false_pos, negatives,
               (double)false_pos / negatives);
        if (missed) status = 1;
        free(b.bits);
    }
    printf("unique members %zu\n", unique);
    return status;
}
