/* An insertion-ordered dictionary in the style of CPython's compact dict: a dense array of
 * entries in insertion order plus a sparse index table of slot numbers (open addressing
 * with perturbed probing). Deletion leaves a dummy entry; compaction happens on resize.
 * Iteration order, membership, and the effect of update/delete/reinsert are shown. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EMPTY = -1, DUMMY = -2 };

typedef struct {
    uint32_t hash;
    char key[16];
    int value;
    int live;
} Entry;

typedef struct {
    int32_t *index;   /* slot -> entry number, EMPTY or DUMMY */
    uint32_t mask;    /* index size - 1 */
    Entry *entries;
    int nentries, cap, used;
    int resizes;
} Dict;

static uint32_t str_hash(const char *s) {
    uint32_t h = 0x811c9dc5u;
    while (*s) h = (h ^ (unsigned char)*s++) * 0x01000193u;
    return h;
}

static void dict_build_index(Dict *d, uint32_t size) {
    free(d->index);
    d->index = malloc(sizeof(int32_t) * size);
    for (uint32_t i = 0; i < size; i++) d->index[i] = EMPTY;
    d->mask = size - 1;
    for (int e = 0; e < d->nentries; e++) {
        uint32_t perturb = d->entries[e].hash, i = perturb & d->mask;
        while (d->index[i] != EMPTY) {
            perturb >>= 5;
            i = (i * 5 + 1 + perturb) & d->mask;
        }
        d->index[i] = e;
    }
}

static void dict_resize(Dict *d) {
    int w = 0;
    for (int e = 0; e < d->nentries; e++)
        if (d->entries[e].live) d->entries[w++] = d->entries[e];
    d->nentries = w;
    uint32_t size = 8;
    while (size * 2 < (uint32_t)(d->used * 3 + 3)) size *= 2;
    size *= 2;
    d->cap = (int)(size * 2 / 3);
    d->entries = realloc(d->entries, sizeof(Entry) * (size_t)d->cap);
    dict_build_index(d, size);
    d->resizes++;
}

/* Slot holding key, or -1; *free_slot receives the first reusable slot on the probe path. */
static int64_t dict_lookup(const Dict *d, const char *key, uint32_t h, uint32_t *free_slot) {
    uint32_t perturb = h, i = h & d->mask;
    int have_free = 0;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == EMPTY) {
            if (!have_free) *free_slot = i;
            return -1;
        }
        if (ix == DUMMY) {
            if (!have_free) { *free_slot = i; have_free = 1; }
        } else if (d->entries[ix].hash == h && strcmp(d->entries[ix].key, key) == 0) {
            return i;
        }
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & d->mask;
    }
}

static void dict_set(Dict *d, const char *key, int value) {
    uint32_t h = str_hash(key), slot;
    int64_t at = dict_lookup(d, key, h, &slot);
    if (at >= 0) {
        d->entries[d->index[at]].value = value;
        return;
    }
    if (d->nentries == d->cap) {
        dict_resize(d);
        dict_lookup(d, key, h, &slot);
    }
    Entry *e = &d->entries[d->nentries];
    e->hash = h;
    snprintf(e->key, sizeof e->key, "%s", key);
    e->value = value;
    e->live = 1;
    d->index[slot] = d->nentries++;
    d->used++;
}

static int dict_del(Dict *d, const char *key) {
    uint32_t slot;
    int64_t at = dict_lookup(d, key, str_hash(key), &slot);
    if (at < 0) return 0;
    d->entries[d->index[at]].live = 0;
    d->index[at] = DUMMY;
    d->used--;
    return 1;
}

static const int *dict_get(const Dict *d, const char *key) {
    uint32_t slot;
    int64_t at = dict_lookup(d, key, str_hash(key), &slot);
    return at >= 0 ? &d->entries[d->index[at]].value : NULL;
}

static void show(const char *label, const Dict *d) {
    printf("%-10s used %2d entries %2d cap %2d:", label, d->used, d->nentries, d->cap);
    for (int e = 0; e < d->nentries; e++)
        if (d->entries[e].live) printf(" %s=%d", d->entries[e].key, d->entries[e].value);
    printf("\n");
}

int main(void) {
    Dict d = {NULL, 0, NULL, 0, 0, 0, 0};
    dict_resize(&d);
    static const char *fruit[] = {"kiwi", "apple", "mango", "fig", "cherry", "date", "lime", "plum"};
    for (int i = 0; i < 8; i++) dict_set(&d, fruit[i], i * 10);
    show("inserted", &d);
    dict_set(&d, "fig", 333);
    dict_del(&d, "apple");
    dict_del(&d, "lime");
    dict_del(&d, "banana");
    show("updated", &d);
    dict_set(&d, "apple", 1);
    show("reinsert", &d);
    char key[16];
    for (int i = 0; i < 30; i++) {
        snprintf(key, sizeof key, "k%02d", i);
        dict_set(&d, key, i);
        if (i % 3 == 0) {
            snprintf(key, sizeof key, "k%02d", i / 2);
            dict_del(&d, key);
        }
    }
    show("bulk", &d);
    const int *v = dict_get(&d, "k29"), *gone = dict_get(&d, "k00"), *fig = dict_get(&d, "fig");
    printf("k29=%d k00=%s fig=%d resizes %d index size %u\n", v ? *v : -1, gone ? "present" : "absent",
           fig ? *fig : -1, d.resizes, d.mask + 1);
    free(d.index);
    free(d.entries);
    return 0;
}
