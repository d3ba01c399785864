/* FNV-1a hashing with stdint.h/inttypes.h: 32- and 64-bit hashes of a word list printed
 * with PRIx32/PRIx64, then a small open-addressing hash set built on the 32-bit hash. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define FNV32_OFFSET UINT32_C(2166136261)
#define FNV32_PRIME UINT32_C(16777619)
#define FNV64_OFFSET UINT64_C(14695981039346656037)
#define FNV64_PRIME UINT64_C(1099511628211)
#define TABLE_SIZE 32

static uint32_t fnv1a32(const char *s) {
    uint32_t h = FNV32_OFFSET;
    for (; *s; s++) {
        h ^= (uint8_t)*s;
        h *= FNV32_PRIME;
    }
    return h;
}

static uint64_t fnv1a64(const char *s) {
    uint64_t h = FNV64_OFFSET;
    for (; *s; s++) {
        h ^= (uint8_t)*s;
        h *= FNV64_PRIME;
    }
    return h;
}

static const char *table[TABLE_SIZE];

static int insert(const char *key, int *probes) {
    uint32_t i = fnv1a32(key) % TABLE_SIZE;
    *probes = 1;
    while (table[i] != NULL) {
        if (strcmp(table[i], key) == 0)
            return 0;
        i = (i + 1) % TABLE_SIZE;
        ++*probes;
    }
    table[i] = key;
    return 1;
}

int main(void) {
    const char *words[] = {"",      "a",      "foobar", "hello", "world", "tcc-rs",
                           "mem2reg", "phi",  "hello",  "cranelift", "alloca", "a"};
    int n = (int)(sizeof words / sizeof words[0]);
    for (int i = 0; i < n; i++)
        printf("%-10s %08" PRIx32 " %016" PRIx64 " %10" PRIu32 "\n", words[i], fnv1a32(words[i]),
               fnv1a64(words[i]), fnv1a32(words[i]));

    int added = 0;
    for (int i = 0; i < n; i++) {
        int probes;
        int fresh = insert(words[i], &probes);
        added += fresh;
        printf("insert %-10s %s after %d probe%s\n", words[i], fresh ? "added" : "dup  ", probes,
               probes == 1 ? "" : "s");
    }
    printf("%d distinct keys\n", added);
    for (int i = 0; i < TABLE_SIZE; i++)
        if (table[i] != NULL)
            printf("slot %2d: %s\n", i, table[i]);
    return 0;
}
