/* An LRU cache of fixed capacity built from an array of entry structs linked into a
 * doubly-linked recency list by indices, plus a chained hash index, all inside one
 * cache struct. A workload of lookups over a skewed key distribution reports hits,
 * misses and evictions, and the final recency order; a second cache is a struct copy. */
#include <stdio.h>
#include <string.h>

#define CAPACITY 8
#define BUCKETS 11
#define NIL -1

struct entry {
    int key;
    long value;
    int prev, next;   /* recency list: head is most recent */
    int chain;        /* next entry in the same hash bucket */
    int used;
};

struct cache {
    struct entry e[CAPACITY];
    int bucket[BUCKETS];
    int head, tail, count;
    struct { long hits, misses, evictions; } stats;
};

static void cache_init(struct cache *c) {
    memset(c, 0, sizeof *c);
    for (int b = 0; b < BUCKETS; b++)
        c->bucket[b] = NIL;
    c->head = c->tail = NIL;
}

static int hash(int key) { return (int)((unsigned)key * 2654435761u % BUCKETS); }

static void unlink_entry(struct cache *c, int i) {
    struct entry *x = &c->e[i];
    if (x->prev != NIL) c->e[x->prev].next = x->next; else c->head = x->next;
    if (x->next != NIL) c->e[x->next].prev = x->prev; else c->tail = x->prev;
}

static void push_front(struct cache *c, int i) {
    c->e[i].prev = NIL;
    c->e[i].next = c->head;
    if (c->head != NIL) c->e[c->head].prev = i;
    c->head = i;
    if (c->tail == NIL) c->tail = i;
}

static void unhash(struct cache *c, int i) {
    int *link = &c->bucket[hash(c->e[i].key)];
    while (*link != i)
        link = &c->e[*link].chain;
    *link = c->e[i].chain;
}

static int find(const struct cache *c, int key) {
    for (int i = c->bucket[hash(key)]; i != NIL; i = c->e[i].chain)
        if (c->e[i].key == key)
            return i;
    return NIL;
}

/* The expensive computation the cache saves: a digit-sum iteration. */
static long compute(int key) {
    long v = key;
    for (int k = 0; k < 5; k++) {
        long s = 0;
        for (long t = v * 7919 + k; t > 0; t /= 10)
            s += t % 10;
        v = v * 31 + s;
    }
    return v % 100003;
}

static long get(struct cache *c, int key) {
    int i = find(c, key);
    if (i != NIL) {
        c->stats.hits++;
        unlink_entry(c, i);
        push_front(c, i);
        return c->e[i].value;
    }
    c->stats.misses++;
    if (c->count < CAPACITY) {
        i = c->count++;
    } else {
        i = c->tail;
        unlink_entry(c, i);
        unhash(c, i);
        c->stats.evictions++;
    }
    struct entry fresh = {key, compute(key), NIL, NIL, c->bucket[hash(key)], 1};
    c->e[i] = fresh;
    c->bucket[hash(key)] = i;
    push_front(c, i);
    return fresh.value;
}

static void show(const char *label, const struct cache *c) {
    printf("%s: hits %ld misses %ld evictions %ld, recent first:", label, c->stats.hits, c->stats.misses,
           c->stats.evictions);
    for (int i = c->head; i != NIL; i = c->e[i].next)
        printf(" %d", c->e[i].key);
    printf("\n");
}

int main(void) {
    struct cache c;
    cache_init(&c);
    unsigned seed = 31337;
    long checksum = 0;
    for (int step = 0; step < 400; step++) {
        seed = seed * 1664525u + 1013904223u;
        unsigned r = seed >> 16;
        /* Skewed keys: mostly from a hot set of 6, sometimes from 40 cold ones. */
        int key = r % 10 < 7 ? (int)(r / 10 % 6) : 100 + (int)(r / 10 % 40);
        checksum = (checksum * 131 + get(&c, key)) % 1000000007;
        if (step == 99 || step == 399)
            show(step == 99 ? "after 100" : "after 400", &c);
    }
    struct cache copy = c; /* an independent snapshot */
    for (int k = 200; k < 210; k++)
        get(&copy, k);
    show("copy after 10 cold keys", &copy);
    show("original unchanged", &c);
    int consistent = 1;
    for (int i = c.head, n = 0; i != NIL; i = c.e[i].next, n++)
        consistent &= find(&c, c.e[i].key) == i && n < CAPACITY;
    printf("checksum %ld, index consistent: %s\n", checksum, consistent ? "yes" : "no");
    return consistent ? 0 : 1;
}
