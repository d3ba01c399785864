/* An LRU cache for a slow "disk": a hash table of node pointers (chained through the
 * nodes themselves) plus an intrusive doubly linked recency list. Replays a skewed access
 * trace for several capacities and prints hit ratios and the final recency order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
    int key;
    char value[12];
    struct Node *prev, *next;   /* recency list, most recent at head */
    struct Node *chain;         /* hash bucket chain */
} Node;

typedef struct {
    int capacity, size;
    Node head;                  /* sentinel of the recency list */
    Node **buckets;
    int nbuckets;
    long hits, misses, evictions;
} Lru;

typedef void (*LoadFn)(int key, char *out, size_t cap);

static void disk_load(int key, char *out, size_t cap) {
    snprintf(out, cap, "blk%05d", key * 37 % 100000);
}

static void lru_init(Lru *c, int capacity) {
    memset(c, 0, sizeof *c);
    c->capacity = capacity;
    c->nbuckets = capacity * 2 + 1;
    c->buckets = calloc((size_t)c->nbuckets, sizeof(Node *));
    c->head.prev = c->head.next = &c->head;
}

static void list_unlink(Node *n) {
    n->prev->next = n->next;
    n->next->prev = n->prev;
}

static void list_push_front(Lru *c, Node *n) {
    n->next = c->head.next;
    n->prev = &c->head;
    c->head.next->prev = n;
    c->head.next = n;
}

static Node **bucket_slot(Lru *c, int key) {
    Node **p = &c->buckets[(unsigned)key % (unsigned)c->nbuckets];
    while (*p && (*p)->key != key) p = &(*p)->chain;
    return p;
}

static const char *lru_get(Lru *c, int key, LoadFn load) {
    Node **slot = bucket_slot(c, key);
    Node *n = *slot;
    if (n) {
        c->hits++;
        list_unlink(n);
        list_push_front(c, n);
        return n->value;
    }
    c->misses++;
    if (c->size == c->capacity) {
        Node *victim = c->head.prev;
        list_unlink(victim);
        Node **vs = bucket_slot(c, victim->key);
        *vs = victim->chain;
        c->evictions++;
        c->size--;
        n = victim;                     /* reuse the evicted node's memory */
        slot = bucket_slot(c, key);     /* the chain may have changed */
    } else {
        n = malloc(sizeof *n);
    }
    n->key = key;
    load(key, n->value, sizeof n->value);
    n->chain = NULL;
    *slot = n;
    list_push_front(c, n);
    c->size++;
    return n->value;
}

static void lru_free(Lru *c) {
    for (Node *n = c->head.next; n != &c->head;) {
        Node *next = n->next;
        free(n);
        n = next;
    }
    free(c->buckets);
}

static int next_key(unsigned *s) {
    *s = *s * 1664525u + 1013904223u;
    unsigned r = *s >> 8;
    if (r % 10u < 7u) return (int)(r / 10u % 20u);     /* hot set */
    return (int)(r / 10u % 500u);                      /* cold tail */
}

int main(void) {
    static const int capacities[] = {4, 16, 32, 128};
    unsigned long digest = 0;
    for (int i = 0; i < 4; i++) {
        Lru c;
        lru_init(&c, capacities[i]);
        unsigned s = 4242;
        for (int k = 0; k < 5000; k++) {
            const char *v = lru_get(&c, next_key(&s), disk_load);
            digest = digest * 131u + (unsigned char)v[7];
        }
        printf("capacity %3d: hits %4ld misses %4ld evictions %4ld hit ratio %.3f\n", c.capacity,
               c.hits, c.misses, c.evictions, (double)c.hits / (double)(c.hits + c.misses));
        printf("  most recent:");
        int shown = 0;
        for (Node *n = c.head.next; n != &c.head && shown < 8; n = n->next, shown++)
            printf(" %d:%s", n->key, n->value);
        printf("\n");
        lru_free(&c);
    }
    printf("digest %lu\n", digest % 1000000007ul);
    return 0;
}
