/* A string-keyed hash table with separate chaining and a pluggable hash function (a
 * function pointer in the table): counts word frequencies of a generated text, grows by
 * rehashing when the load factor passes 2, and reports chain-length statistics for two
 * hash functions. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t (*HashFn)(const char *);

typedef struct Entry {
    char *key;
    int count;
    struct Entry *next;
} Entry;

typedef struct {
    Entry **buckets;
    size_t nbuckets, size;
    HashFn hash;
    int rehashes;
} Table;

static uint32_t hash_fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static uint32_t hash_additive(const char *s) { /* deliberately poor */
    uint32_t h = 0;
    while (*s)
        h += (unsigned char)*s++;
    return h;
}

static void table_init(Table *t, size_t n, HashFn f) {
    t->buckets = calloc(n, sizeof *t->buckets);
    t->nbuckets = n;
    t->size = 0;
    t->hash = f;
    t->rehashes = 0;
}

static void rehash(Table *t) {
    size_t n = t->nbuckets * 2 + 1;
    Entry **nb = calloc(n, sizeof *nb);
    for (size_t i = 0; i < t->nbuckets; i++) {
        Entry *e = t->buckets[i];
        while (e) {
            Entry *next = e->next;
            size_t b = t->hash(e->key) % n;
            e->next = nb[b];
            nb[b] = e;
            e = next;
        }
    }
    free(t->buckets);
    t->buckets = nb;
    t->nbuckets = n;
    t->rehashes++;
}

static Entry *table_lookup(const Table *t, const char *key) {
    for (Entry *e = t->buckets[t->hash(key) % t->nbuckets]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e;
    return NULL;
}

static void table_bump(Table *t, const char *key) {
    Entry *e = table_lookup(t, key);
    if (e) {
        e->count++;
        return;
    }
    if (t->size + 1 > 2 * t->nbuckets)
        rehash(t);
    e = malloc(sizeof *e);
    e->key = malloc(strlen(key) + 1);
    strcpy(e->key, key);
    e->count = 1;
    size_t b = t->hash(key) % t->nbuckets;
    e->next = t->buckets[b];
    t->buckets[b] = e;
    t->size++;
}

typedef struct {
    size_t empty, longest;
    double mean_nonempty;
} ChainStats;

static ChainStats chain_stats(const Table *t) {
    ChainStats s = {0, 0, 0.0};
    size_t used = 0;
    for (size_t i = 0; i < t->nbuckets; i++) {
        size_t len = 0;
        for (Entry *e = t->buckets[i]; e; e = e->next)
            len++;
        if (len == 0) s.empty++;
        else used++;
        if (len > s.longest) s.longest = len;
    }
    s.mean_nonempty = used ? (double)t->size / (double)used : 0.0;
    return s;
}

static void table_free(Table *t) {
    for (size_t i = 0; i < t->nbuckets; i++)
        for (Entry *e = t->buckets[i], *n; e; e = n) {
            n = e->next;
            free(e->key);
            free(e);
        }
    free(t->buckets);
}

static void make_word(unsigned *seed, char *out) {
    static const char *parts[] = {"an", "ber", "co", "di", "el", "fa", "gu", "ho", "is", "ju"};
    int n = 1 + (int)(*seed % 3u);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        *seed = *seed * 1103515245u + 12345u;
        strcat(out, parts[(*seed >> 16) % 10u]);
    }
    *seed = *seed * 1103515245u + 12345u;
}

int main(void) {
    static const struct { const char *name; HashFn fn; } variants[] = {
        {"fnv1a", hash_fnv1a},
        {"additive", hash_additive},
    };
    int status = 0;
    for (size_t v = 0; v < 2; v++) {
        Table t;
        table_init(&t, 7, variants[v].fn);
        unsigned seed = 17;
        char w[16];
        for (int i = 0; i < 3000; i++) {
            make_word(&seed, w);
            table_bump(&t, w);
        }
        ChainStats s = chain_stats(&t);
        printf("%-8s: %zu keys in %zu buckets after %d rehashes; empty %zu longest %zu mean %.3f\n",
               variants[v].name, t.size, t.nbuckets, t.rehashes, s.empty, s.longest, s.mean_nonempty);
        static const char *probe[] = {"an", "coel", "juju", "berberber", "zz", "fagu"};
        for (size_t i = 0; i < 6; i++) {
            Entry *e = table_lookup(&t, probe[i]);
            printf("  %-10s %d\n", probe[i], e ? e->count : 0);
        }
        long total = 0;
        for (size_t i = 0; i < t.nbuckets; i++)
            for (Entry *e = t.buckets[i]; e; e = e->next)
                total += e->count;
        if (total != 3000)
            status = 1;
        table_free(&t);
    }
    return status;
}
