/* Cuckoo hashing with two tables and two seeded hash functions: inserts displace residents
 * back and forth up to a kick limit, after which the tables are rebuilt with new seeds and
 * twice the size. Lookups probe exactly two slots; statistics show kicks and rebuilds. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    uint32_t key;
    int32_t value;
    bool used;
} Slot;

typedef struct {
    Slot *t[2];
    size_t size; /* slots per table */
    uint32_t seed[2];
    size_t count;
    long kicks, rebuilds, max_chain;
} Cuckoo;

static uint32_t hash(uint32_t key, uint32_t seed) {
    uint32_t h = key ^ seed;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static void cuckoo_init(Cuckoo *c, size_t size, uint32_t seed) {
    c->size = size;
    c->t[0] = calloc(size, sizeof(Slot));
    c->t[1] = calloc(size, sizeof(Slot));
    c->seed[0] = seed * 2654435761u + 1u;
    c->seed[1] = seed * 40503u + 7u;
    c->count = 0;
}

static size_t slot_of(const Cuckoo *c, int which, uint32_t key) {
    return hash(key, c->seed[which]) % c->size;
}

static Slot *cuckoo_find(Cuckoo *c, uint32_t key) {
    for (int w = 0; w < 2; w++) {
        Slot *s = &c->t[w][slot_of(c, w, key)];
        if (s->used && s->key == key) return s;
    }
    return NULL;
}

static bool cuckoo_insert(Cuckoo *c, uint32_t key, int32_t value);

static void rebuild(Cuckoo *c) {
    Slot *old[2] = {c->t[0], c->t[1]};
    size_t old_size = c->size;
    long kicks = c->kicks, rebuilds = c->rebuilds + 1, max_chain = c->max_chain;
    cuckoo_init(c, old_size * 2, c->seed[0] ^ c->seed[1]);
    c->kicks = kicks;
    c->rebuilds = rebuilds;
    c->max_chain = max_chain;
    for (int w = 0; w < 2; w++) {
        for (size_t i = 0; i < old_size; i++)
            if (old[w][i].used) cuckoo_insert(c, old[w][i].key, old[w][i].value);
        free(old[w]);
    }
}

static bool cuckoo_insert(Cuckoo *c, uint32_t key, int32_t value) {
    Slot *existing = cuckoo_find(c, key);
    if (existing) {
        existing->value = value;
        return false;
    }
    Slot carry = {key, value, true};
    int w = 0;
    for (long chain = 0; chain < 32; chain++) {
        Slot *s = &c->t[w][slot_of(c, w, carry.key)];
        Slot evicted = *s;
        *s = carry;
        if (!evicted.used) {
            c->count++;
            if (chain > c->max_chain) c->max_chain = chain;
            return true;
        }
        c->kicks++;
        carry = evicted;
        w ^= 1;
    }
    rebuild(c);
    return cuckoo_insert(c, carry.key, carry.value);
}

static bool cuckoo_erase(Cuckoo *c, uint32_t key) {
    Slot *s = cuckoo_find(c, key);
    if (!s) return false;
    s->used = false;
    c->count--;
    return true;
}

int main(void) {
    Cuckoo c = {0};
    cuckoo_init(&c, 16, 12345u);
    uint32_t x = 1;
    int fresh = 0;
    for (int i = 0; i < 3000; i++) {
        x = x * 1103515245u + 12345u;
        uint32_t key = (x >> 4) % 100000u;
        fresh += cuckoo_insert(&c, key, (int32_t)(i - 1500));
        if ((i + 1) % 600 == 0)
            printf("after %4d inserts: count %zu size %zu load %.3f kicks %ld rebuilds %ld longest chain %ld\n", i + 1,
                   c.count, c.size, (double)c.count / (double)(2 * c.size), c.kicks, c.rebuilds, c.max_chain);
    }
    long sum = 0;
    int hits = 0, erased = 0;
    for (uint32_t k = 0; k < 100000u; k += 7) {
        Slot *s = cuckoo_find(&c, k);
        if (s) { hits++; sum += s->value; }
    }
    for (uint32_t k = 0; k < 100000u; k += 3) erased += cuckoo_erase(&c, k);
    printf("fresh %d hits %d sum %ld erased %d remaining %zu\n", fresh, hits, sum, erased, c.count);
    size_t counted = 0;
    for (int w = 0; w < 2; w++)
        for (size_t i = 0; i < c.size; i++) counted += c.t[w][i].used;
    free(c.t[0]);
    free(c.t[1]);
    return counted == c.count ? 0 : 1;
}
