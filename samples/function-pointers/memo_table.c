/* A memoization table of structs: an open-addressing hash table keyed by (function id,
 * argument pair) caches results of recursive functions called through pointers, so one
 * cache serves binomials, grid paths, edit distance and partition counts. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct memo_key {
    int fn;
    int a, b;
};

struct memo_entry {
    struct memo_key key;
    uint64_t value;
    int used;
};

#define TABLE_SIZE 16384

struct memo {
    struct memo_entry slots[TABLE_SIZE];
    long hits, misses, probes;
    int count;
};

static struct memo cache;

typedef uint64_t (*memo_fn)(int a, int b);

static unsigned hash_key(const struct memo_key *k)
{
    uint32_t h = 2166136261u;
    int parts[3] = {k->fn, k->a, k->b};
    for (int i = 0; i < 3; i++) {
        h ^= (uint32_t)parts[i];
        h *= 16777619u;
    }
    return h % TABLE_SIZE;
}

static int same_key(const struct memo_key *x, const struct memo_key *y)
{
    return x->fn == y->fn && x->a == y->a && x->b == y->b;
}

/* Returns the slot for key: either holding it or the empty slot where it belongs. */
static struct memo_entry *slot_for(const struct memo_key *key)
{
    unsigned i = hash_key(key);
    for (;;) {
        struct memo_entry *e = &cache.slots[i];
        cache.probes++;
        if (!e->used || same_key(&e->key, key)) return e;
        i = (i + 1) % TABLE_SIZE;
    }
}

static uint64_t memoized(int fn, memo_fn compute, int a, int b)
{
    struct memo_key key = {fn, a, b};
    struct memo_entry *e = slot_for(&key);
    if (e->used) {
        cache.hits++;
        return e->value;
    }
    cache.misses++;
    uint64_t v = compute(a, b);
    e = slot_for(&key);           /* the recursion may have filled the table meanwhile */
    e->key = key;
    e->value = v;
    e->used = 1;
    cache.count++;
    return v;
}

enum { F_BINOM, F_PATHS, F_EDIT, F_PART };

static uint64_t binom(int n, int k);
static uint64_t binom_raw(int n, int k)
{
    if (k == 0 || k == n) return 1;
    return binom(n - 1, k - 1) + binom(n - 1, k);
}
static uint64_t binom(int n, int k) { return memoized(F_BINOM, binom_raw, n, k); }

static const char blocked[6][9] = {"........", "..#.....", "....#...", ".#......", "......#.", "........"};
static uint64_t paths(int r, int c);
static uint64_t paths_raw(int r, int c)
{
    if (blocked[r][c] == '#') return 0;
    if (r == 0 && c == 0) return 1;
    return (r > 0 ? paths(r - 1, c) : 0) + (c > 0 ? paths(r, c - 1) : 0);
}
static uint64_t paths(int r, int c) { return memoized(F_PATHS, paths_raw, r, c); }

static const char *word1 = "intention", *word2 = "execution";
static uint64_t edit(int i, int j);
static uint64_t edit_raw(int i, int j)
{
    if (i == 0) return (uint64_t)j;
    if (j == 0) return (uint64_t)i;
    uint64_t sub = edit(i - 1, j - 1) + (word1[i - 1] != word2[j - 1]);
    uint64_t del = edit(i - 1, j) + 1, ins = edit(i, j - 1) + 1;
    uint64_t best = sub < del ? sub : del;
    return best < ins ? best : ins;
}
static uint64_t edit(int i, int j) { return memoized(F_EDIT, edit_raw, i, j); }

/* Partitions of n into parts of size at most k. */
static uint64_t part(int n, int k);
static uint64_t part_raw(int n, int k)
{
    if (n == 0) return 1;
    if (k == 0) return 0;
    return part(n, k - 1) + (k <= n ? part(n - k, k) : 0);
}
static uint64_t part(int n, int k) { return memoized(F_PART, part_raw, n, k); }

static void report(const char *what, uint64_t v)
{
    printf("%-22s %20llu  (hits %ld, misses %ld, entries %d)\n", what, (unsigned long long)v,
           cache.hits, cache.misses, cache.count);
}

int main(void)
{
    report("C(30, 15)", binom(30, 15));
    report("C(60, 30)", binom(60, 30));
    report("C(60, 29) again-ish", binom(60, 29));
    report("paths to (5, 7)", paths(5, 7));
    report("edit distance", edit((int)strlen(word1), (int)strlen(word2)));
    report("p(60)", part(60, 60));
    report("p(100)", part(100, 100));
    uint64_t row = 0;
    for (int k = 0; k <= 40; k++) row += binom(40, k);
    report("sum C(40, k) = 2^40", row);
    printf("average probes per lookup %.3f\n", (double)cache.probes / (double)(cache.hits + 2 * cache.misses));
    return row == (uint64_t)1 << 40 ? 0 : 1;
}
