/* An open-addressing hash map from 64-bit keys to records, with linear probing, tombstones
 * for deletion, and resizing (grow at 70% load including tombstones). Runs a mixed
 * insert/update/delete workload and checks every answer against a plain array. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef enum { SLOT_EMPTY, SLOT_FULL, SLOT_DELETED } SlotState;

typedef struct {
    int32_t score;
    uint16_t visits;
} Record;

typedef struct {
    uint64_t key;
    Record rec;
    SlotState state;
} Slot;

typedef struct {
    Slot *slots;
    size_t cap, live, tombstones;
    unsigned long probes, grows;
} Map;

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static void map_init(Map *m, size_t cap) {
    m->slots = calloc(cap, sizeof(Slot)); /* calloc: every state is SLOT_EMPTY */
    m->cap = cap;
    m->live = m->tombstones = 0;
}

/* The slot holding key, or the slot where it would go (first tombstone seen, else empty). */
static Slot *map_probe(Map *m, uint64_t key, bool *found) {
    size_t i = (size_t)(mix64(key) & (m->cap - 1));
    Slot *grave = NULL;
    for (;;) {
        Slot *s = &m->slots[i];
        m->probes++;
        if (s->state == SLOT_EMPTY) {
            *found = false;
            return grave ? grave : s;
        }
        if (s->state == SLOT_DELETED) {
            if (!grave) grave = s;
        } else if (s->key == key) {
            *found = true;
            return s;
        }
        i = (i + 1) & (m->cap - 1);
    }
}

static void map_put(Map *m, uint64_t key, Record r);

static void map_grow(Map *m) {
    Slot *old = m->slots;
    size_t n = m->cap;
    map_init(m, m->live * 4 > n ? n * 2 : n); /* only rebuild when mostly tombstones */
    for (size_t i = 0; i < n; i++)
        if (old[i].state == SLOT_FULL)
            map_put(m, old[i].key, old[i].rec);
    free(old);
    m->grows++;
}

static void map_put(Map *m, uint64_t key, Record r) {
    if ((m->live + m->tombstones + 1) * 10 > m->cap * 7)
        map_grow(m);
    bool found;
    Slot *s = map_probe(m, key, &found);
    if (!found) {
        if (s->state == SLOT_DELETED) m->tombstones--;
        m->live++;
        s->key = key;
        s->state = SLOT_FULL;
    }
    s->rec = r;
}

static Record *map_get(Map *m, uint64_t key) {
    bool found;
    Slot *s = map_probe(m, key, &found);
    return found ? &s->rec : NULL;
}

static bool map_delete(Map *m, uint64_t key) {
    bool found;
    Slot *s = map_probe(m, key, &found);
    if (!found) return false;
    s->state = SLOT_DELETED;
    m->live--;
    m->tombstones++;
    return true;
}

enum { UNIVERSE = 2000 };

int main(void) {
    Map m = {0};
    map_init(&m, 8);
    Record shadow[UNIVERSE] = {{0, 0}};
    bool present[UNIVERSE] = {false};
    uint32_t s = 1;
    int mismatches = 0, ops[3] = {0, 0, 0};
    for (int step = 0; step < 20000; step++) {
        s = s * 214013u + 2531011u;
        unsigned k = (s >> 8) % UNIVERSE;
        uint64_t key = (uint64_t)k * 0x9E3779B97F4A7C15ULL;
        unsigned op = (s >> 28) % 4u;
        if (op <= 1) {
            Record r = {(int32_t)(s % 1000u) - 500, (uint16_t)(step & 0xffff)};
            Record *cur = map_get(&m, key);
            if (cur) r.visits = (uint16_t)(cur->visits + 1);
            map_put(&m, key, r);
            shadow[k] = r;
            present[k] = true;
            ops[0]++;
        } else if (op == 2) {
            bool d = map_delete(&m, key);
            if (d != present[k]) mismatches++;
            present[k] = false;
            ops[1]++;
        } else {
            Record *r = map_get(&m, key);
            if ((r != NULL) != present[k] || (r && (r->score != shadow[k].score || r->visits != shadow[k].visits)))
                mismatches++;
            ops[2]++;
        }
        if (step % 4000 == 3999)
            printf("step %5d: live %zu tomb %zu cap %zu grows %lu\n", step + 1, m.live, m.tombstones, m.cap, m.grows);
    }
    long sum = 0;
    size_t count = 0;
    for (unsigned k = 0; k < UNIVERSE; k++) {
        Record *r = map_get(&m, (uint64_t)k * 0x9E3779B97F4A7C15ULL);
        if (r) { sum += r->score * (long)(r->visits % 7u + 1); count++; }
    }
    printf("puts %d deletes %d gets %d mismatches %d\n", ops[0], ops[1], ops[2], mismatches);
    printf("live %zu (counted %zu) weighted score sum %ld probes/op %.2f\n", m.live, count, sum,
           (double)m.probes / 20000.0);
    free(m.slots);
    return mismatches != 0 || count != m.live;
}
