/* A generic hash map with chaining: the map stores void* keys and values and takes its
 * hash, equality and destructor functions as pointers, so one implementation serves
 * string keys (word counts) and struct keys (grid coordinates). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef uint32_t (*hash_fn)(const void *key);
typedef int (*eq_fn)(const void *a, const void *b);
typedef void (*free_fn)(void *);

struct entry {
    void *key, *value;
    struct entry *next;
};

struct hashmap {
    struct entry **buckets;
    size_t nbuckets, size;
    hash_fn hash;
    eq_fn eq;
    free_fn free_key, free_value;
    long collisions;
};

static void map_init(struct hashmap *m, size_t nb, hash_fn h, eq_fn eq, free_fn fk, free_fn fv)
{
    m->buckets = calloc(nb, sizeof *m->buckets);
    m->nbuckets = nb;
    m->size = 0;
    m->hash = h;
    m->eq = eq;
    m->free_key = fk;
    m->free_value = fv;
    m->collisions = 0;
}

static void rehash(struct hashmap *m)
{
    size_t nb = m->nbuckets * 2;
    struct entry **nbk = calloc(nb, sizeof *nbk);
    for (size_t i = 0; i < m->nbuckets; i++) {
        struct entry *e = m->buckets[i], *next;
        for (; e; e = next) {
            next = e->next;
            size_t j = m->hash(e->key) % nb;
            e->next = nbk[j];
            nbk[j] = e;
        }
    }
    free(m->buckets);
    m->buckets = nbk;
    m->nbuckets = nb;
}

/* Returns the value slot for key, inserting (key, NULL) if absent; *inserted says which. */
static void **map_slot(struct hashmap *m, void *key, int *inserted)
{
    size_t i = m->hash(key) % m->nbuckets;
    struct entry *e;
    for (e = m->buckets[i]; e; e = e->next)
        if (m->eq(e->key, key)) { *inserted = 0; return &e->value; }
    if (m->buckets[i]) m->collisions++;
    if (m->size + 1 > m->nbuckets * 3 / 4) {
        rehash(m);
        i = m->hash(key) % m->nbuckets;
    }
    e = malloc(sizeof *e);
    e->key = key;
    e->value = NULL;
    e->next = m->buckets[i];
    m->buckets[i] = e;
    m->size++;
    *inserted = 1;
    return &e->value;
}

static void *map_get(const struct hashmap *m, const void *key)
{
    struct entry *e;
    for (e = m->buckets[m->hash(key) % m->nbuckets]; e; e = e->next)
        if (m->eq(e->key, key)) return e->value;
    return NULL;
}

typedef void (*each_fn)(const void *key, const void *value, void *ctx);
static void map_each(const struct hashmap *m, each_fn f, void *ctx)
{
    for (size_t i = 0; i < m->nbuckets; i++)
        for (struct entry *e = m->buckets[i]; e; e = e->next) f(e->key, e->value, ctx);
}

static void map_free(struct hashmap *m)
{
    for (size_t i = 0; i < m->nbuckets; i++) {
        struct entry *e = m->buckets[i], *next;
        for (; e; e = next) {
            next = e->next;
            if (m->free_key) m->free_key(e->key);
            if (m->free_value) m->free_value(e->value);
            free(e);
        }
    }
    free(m->buckets);
}

static uint32_t str_hash(const void *k)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *p = k; *p; p++) h = (h ^ *p) * 16777619u;
    return h;
}
static int str_eq(const void *a, const void *b) { return strcmp(a, b) == 0; }

struct coord { int x, y; };
static uint32_t coord_hash(const void *k)
{
    const struct coord *c = k;
    return (uint32_t)c->x * 73856093u ^ (uint32_t)c->y * 19349663u;
}
static int coord_eq(const void *a, const void *b)
{
    const struct coord *p = a, *q = b;
    return p->x == q->x && p->y == q->y;
}

struct top { const char *word[3]; long count[3]; };
static void find_top(const void *key, const void *value, void *ctx)
{
    struct top *t = ctx;
    long c = *(const long *)value;
    for (int i = 0; i < 3; i++)
        if (c > t->count[i] || (c == t->count[i] && t->word[i] && strcmp(key, t->word[i]) < 0) ||
            !t->word[i]) {
            for (int j = 2; j > i; j--) { t->word[j] = t->word[j - 1]; t->count[j] = t->count[j - 1]; }
            t->word[i] = key;
            t->count[i] = c;
            return;
        }
}

static void sum_values(const void *key, const void *value, void *ctx)
{
    (void)key;
    *(long *)ctx += *(const long *)value;
}

int main(void)
{
    const char *text = "the cat and the dog and the bird saw the cat chase a dog while a bird "
                       "sang and the sun set on the cat and the dog";
    struct hashmap words;
    map_init(&words, 4, str_hash, str_eq, free, free);
    char buf[16];
    const char *p = text;
    while (*p) {
        int n = 0, ins;
        while (*p == ' ') p++;
        while (*p && *p != ' ' && n < 15) buf[n++] = *p++;
        buf[n] = '\0';
        if (!n) break;
        char *key = malloc((size_t)n + 1);
        memcpy(key, buf, (size_t)n + 1);
        void **slot = map_slot(&words, key, &ins);
        if (ins) { *slot = calloc(1, sizeof(long)); }
        else free(key);
        ++*(long *)*slot;
    }
    struct top t = {{0}, {0}};
    long total = 0;
    map_each(&words, find_top, &t);
    map_each(&words, sum_values, &total);
    printf("%zu distinct of %ld words, %zu buckets\n", words.size, total, words.nbuckets);
    for (int i = 0; i < 3; i++) printf("  %s: %ld\n", t.word[i], t.count[i]);
    const char *probe[] = {"cat", "sun", "moon"};
    for (int i = 0; i < 3; i++) {
        long *v = map_get(&words, probe[i]);
        printf("  count(%s) = %ld\n", probe[i], v ? *v : 0L);
    }
    map_free(&words);

    /* Coordinates visited by a walk on a grid; values are visit counts stored in ints. */
    struct hashmap grid;
    map_init(&grid, 8, coord_hash, coord_eq, free, free);
    struct coord pos = {0, 0};
    unsigned s = 7;
    int revisits = 0;
    for (int step = 0; step < 400; step++) {
        s = s * 1103515245u + 12345u;
        switch ((s >> 16) & 3) {
        case 0: pos.x++; break;
        case 1: pos.x--; break;
        case 2: pos.y++; break;
        default: pos.y--; break;
        }
        struct coord *k = malloc(sizeof *k);
        *k = pos;
        int ins;
        void **slot = map_slot(&grid, k, &ins);
        if (ins) *slot = calloc(1, sizeof(int));
        else { free(k); revisits++; }
        ++*(int *)*slot;
    }
    struct coord origin = {0, 0};
    int *at_origin = map_get(&grid, &origin);
    printf("walk: %zu distinct cells, %d revisits, end (%d, %d), origin visited %d times, %zu buckets\n",
           grid.size, revisits, pos.x, pos.y, at_origin ? *at_origin : 0, grid.nbuckets);
    map_free(&grid);
    return 0;
}
