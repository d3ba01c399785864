/* A skip list map from int keys to string values with levels drawn from a fixed-seed
 * generator: insert/update, erase, search with step counting, range queries, and a
 * per-level census. Node towers are flexible array members. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_LEVEL = 12 };

typedef struct SkipNode {
    int key;
    char value[8];
    int level;
    struct SkipNode *next[]; /* level entries */
} SkipNode;

typedef struct {
    SkipNode *head;
    int level, size;
    uint64_t rng;
    long steps;
} SkipList;

static uint32_t next_random(SkipList *s) { /* splitmix-like 64-bit LCG, top bits */
    s->rng = s->rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(s->rng >> 33);
}

static int random_level(SkipList *s) {
    int lvl = 1;
    while (lvl < MAX_LEVEL && (next_random(s) & 3u) == 0) lvl++; /* p = 1/4 */
    return lvl;
}

static SkipNode *node_new(int level, int key, const char *value) {
    SkipNode *n = calloc(1, sizeof(SkipNode) + (size_t)level * sizeof(SkipNode *));
    n->key = key;
    n->level = level;
    snprintf(n->value, sizeof n->value, "%s", value);
    return n;
}

static void sl_init(SkipList *s, uint64_t seed) {
    s->head = node_new(MAX_LEVEL, 0, "");
    s->level = 1;
    s->size = 0;
    s->rng = seed;
    s->steps = 0;
}

/* Fill update[] with the last node before `key` on every level. */
static SkipNode *sl_locate(SkipList *s, int key, SkipNode **update) {
    SkipNode *x = s->head;
    for (int i = s->level - 1; i >= 0; i--) {
        while (x->next[i] && x->next[i]->key < key) { x = x->next[i]; s->steps++; }
        update[i] = x;
    }
    return x->next[0];
}

static void sl_put(SkipList *s, int key, const char *value) {
    SkipNode *update[MAX_LEVEL];
    SkipNode *x = sl_locate(s, key, update);
    if (x && x->key == key) {
        snprintf(x->value, sizeof x->value, "%s", value);
        return;
    }
    int lvl = random_level(s);
    for (int i = s->level; i < lvl; i++) update[i] = s->head;
    if (lvl > s->level) s->level = lvl;
    SkipNode *n = node_new(lvl, key, value);
    for (int i = 0; i < lvl; i++) {
        n->next[i] = update[i]->next[i];
        update[i]->next[i] = n;
    }
    s->size++;
}

static int sl_erase(SkipList *s, int key) {
    SkipNode *update[MAX_LEVEL];
    SkipNode *x = sl_locate(s, key, update);
    if (!x || x->key != key) return 0;
    for (int i = 0; i < x->level; i++) update[i]->next[i] = x->next[i];
    free(x);
    while (s->level > 1 && !s->head->next[s->level - 1]) s->level--;
    s->size--;
    return 1;
}

static const char *sl_get(SkipList *s, int key) {
    SkipNode *update[MAX_LEVEL];
    SkipNode *x = sl_locate(s, key, update);
    return x && x->key == key ? x->value : NULL;
}

static int sl_range(SkipList *s, int lo, int hi, unsigned *hash) {
    SkipNode *update[MAX_LEVEL];
    int count = 0;
    for (SkipNode *x = sl_locate(s, lo, update); x && x->key <= hi; x = x->next[0]) {
        count++;
        for (const char *c = x->value; *c; c++) *hash = *hash * 33u + (unsigned char)*c;
    }
    return count;
}

int main(void) {
    SkipList s;
    sl_init(&s, 20240601);
    char val[8];
    for (int i = 0; i < 1000; i++) {
        int key = (i * 7919) % 2003;
        snprintf(val, sizeof val, "v%d", i);
        sl_put(&s, key, val);
    }
    long build_steps = s.steps;
    int census[MAX_LEVEL] = {0};
    for (SkipNode *x = s.head->next[0]; x; x = x->next[0]) census[x->level - 1]++;
    printf("size %d levels %d build steps %ld\ncensus:", s.size, s.level, build_steps);
    for (int i = 0; i < s.level; i++) printf(" %d", census[i]);
    printf("\n");
    s.steps = 0;
    int found = 0;
    for (int k = 0; k < 2003; k += 3) found += sl_get(&s, k) != NULL;
    printf("found %d of 668 probes, %.2f steps/search\n", found, (double)s.steps / 668.0);
    int erased = 0;
    for (int k = 0; k < 2003; k += 2) erased += sl_erase(&s, k);
    printf("erased %d, size %d levels %d\n", erased, s.size, s.level);
    sl_put(&s, 1001, "new");
    sl_put(&s, 1003, "upd");
    unsigned h = 0;
    int n = sl_range(&s, 990, 1020, &h);
    printf("range [990,1020]: %d keys hash %u\n", n, h);
    printf("get 1001=%s 1003=%s 1004=%s\n", sl_get(&s, 1001), sl_get(&s, 1003),
           sl_get(&s, 1004) ? sl_get(&s, 1004) : "(none)");
    SkipNode *x = s.head;
    while (x) { SkipNode *nx = x->next[0]; free(x); x = nx; }
    return 0;
}
