/* A Bloom filter over a uint64_t bit array with k hash functions derived from two 64-bit
 * hashes (FNV-1a and a murmur-style finaliser, combined by double hashing): no false
 * negatives, and a measured false-positive rate close to the theoretical one (exp, pow). */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BITS 4096u
#define HASHES 5

static uint64_t filter[BITS / 64];

static uint64_t fnv1a(const char *s) {
    uint64_t h = UINT64_C(14695981039346656037);
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= UINT64_C(1099511628211);
    }
    return h;
}

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= UINT64_C(0xff51afd7ed558ccd);
    x ^= x >> 33;
    x *= UINT64_C(0xc4ceb9fe1a85ec53);
    x ^= x >> 33;
    return x;
}

static uint32_t bit_index(const char *key, int i) {
    uint64_t h1 = fnv1a(key), h2 = mix64(h1) | 1;
    return (uint32_t)((h1 + (uint64_t)i * h2) % BITS);
}

static void add(const char *key) {
    for (int i = 0; i < HASHES; i++) {
        uint32_t b = bit_index(key, i);
        filter[b / 64] |= UINT64_C(1) << (b % 64);
    }
}

static int maybe_contains(const char *key) {
    for (int i = 0; i < HASHES; i++) {
        uint32_t b = bit_index(key, i);
        if (!(filter[b / 64] >> (b % 64) & 1))
            return 0;
    }
    return 1;
}

static int popcount64(uint64_t x) {
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

int main(void) {
    char key[32];
    const int inserted = 400;
    for (int i = 0; i < inserted; i++) {
        snprintf(key, sizeof key, "user-%d@example.org", i * 7);
        add(key);
    }
    int set_bits = 0;
    for (size_t w = 0; w < BITS / 64; w++)
        set_bits += popcount64(filter[w]);
    printf("%d keys, %u bits, %d hashes: %d bits set (%.1f%%)\n", inserted, BITS, HASHES,
           set_bits, 100.0 * set_bits / BITS);

    int missing = 0;
    for (int i = 0; i < inserted; i++) {
        snprintf(key, sizeof key, "user-%d@example.org", i * 7);
        missing += !maybe_contains(key);
    }
    printf("false negatives: %d\n", missing);

    int false_positives = 0, probes = 20000;
    for (int i = 0; i < probes; i++) {
        snprintf(key, sizeof key, "user-%d@example.org", i * 7 + 3);
        false_positives += maybe_contains(key);
    }
    double measured = (double)false_positives / probes;
    double theory = pow(1.0 - exp(-(double)HASHES * inserted / BITS), HASHES);
    printf("false positives: %d of %d = %.4f (theory %.4f)\n", false_positives, probes, measured,
           theory);
    printf("within a factor of two of theory: %s\n",
           measured < 2 * theory && measured > theory / 2 ? "yes" : "no");
    const char *probe_words[] = {"user-0@example.org", "user-7@example.org", "nobody@example.org",
                                 "user-2793@example.org", "user-2800@example.org"};
    for (int i = 0; i < 5; i++)
        printf("%-24s %s\n", probe_words[i], maybe_contains(probe_words[i]) ? "maybe" : "no");
    printf("first words: %016" PRIx64 " %016" PRIx64 "\n", filter[0], filter[1]);
    return EXIT_SUCCESS;
}
