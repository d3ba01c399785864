/* K-way merge of sorted runs (as in an external sort or an LSM-tree compaction): each run
 * is read through an iterator struct holding a function pointer to its "next" method, a
 * binary heap of iterators picks the smallest head, duplicates across runs are collapsed
 * keeping the newest run's value, and tombstones delete keys. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int key;
    int value;    /* -1 = tombstone */
} Entry;

typedef struct Iter Iter;
struct Iter {
    bool (*next)(Iter *, Entry *); /* fills the entry, false at the end */
    const Entry *data;
    int pos, len;
    int age;      /* larger = newer run */
    unsigned seed; /* for generated runs */
    int remaining, last_key;
    Entry head;
    bool valid;
};

static bool array_next(Iter *it, Entry *out) {
    if (it->pos >= it->len) return false;
    *out = it->data[it->pos++];
    return true;
}

/* A run produced on the fly: strictly increasing keys with pseudo-random gaps. */
static bool generated_next(Iter *it, Entry *out) {
    if (it->remaining-- <= 0) return false;
    it->seed = it->seed * 1103515245u + 12345u;
    it->last_key += 1 + (int)((it->seed >> 16) % 9u);
    *out = (Entry){it->last_key, (int)((it->seed >> 8) % 1000u)};
    return true;
}

static void advance(Iter *it) { it->valid = it->next(it, &it->head); }

/* Heap order: smaller key first; on equal keys the newer run first. */
static bool before(const Iter *a, const Iter *b) {
    return a->head.key != b->head.key ? a->head.key < b->head.key : a->age > b->age;
}

static void sift_down(Iter **h, int n, int i) {
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n) return;
        if (c + 1 < n && before(h[c + 1], h[c])) c++;
        if (!before(h[c], h[i])) return;
        Iter *t = h[c];
        h[c] = h[i];
        h[i] = t;
        i = c;
    }
}

int main(void) {
    static const Entry run0[] = {{1, 10}, {4, 40}, {9, 90}, {16, 160}, {25, 250}, {36, 360}};
    static const Entry run1[] = {{2, 21}, {4, -1}, {8, 81}, {16, 161}, {32, 321}};
    static const Entry run2[] = {{3, 32}, {9, -1}, {27, 272}, {36, 362}, {81, 812}};
    Iter its[5] = {
        {array_next, run0, 0, 6, 0, 0, 0, 0, {0, 0}, false},
        {array_next, run1, 0, 5, 1, 0, 0, 0, {0, 0}, false},
        {array_next, run2, 0, 5, 2, 0, 0, 0, {0, 0}, false},
        {generated_next, NULL, 0, 0, 3, 7u, 40, 0, {0, 0}, false},
        {generated_next, NULL, 0, 0, 4, 99u, 25, 10, {0, 0}, false},
    };
    Iter *heap[5];
    int n = 0;
    for (int i = 0; i < 5; i++) {
        advance(&its[i]);
        if (its[i].valid) heap[n++] = &its[i];
    }
    for (int i = n / 2 - 1; i >= 0; i--) sift_down(heap, n, i);
    int out = 0, dropped_dups = 0, tombstoned = 0, prev_key = -1, ordered = 1;
    long checksum = 0;
    printf("merged:");
    while (n > 0) {
        Iter *top = heap[0];
        Entry e = top->head;
        advance(top);
        if (!top->valid) heap[0] = heap[--n];
        sift_down(heap, n, 0);
        /* the newest version of a key comes first; later ones are older duplicates */
        while (n > 0 && heap[0]->head.key == e.key) {
            Iter *dup = heap[0];
            advance(dup);
            if (!dup->valid) heap[0] = heap[--n];
            sift_down(heap, n, 0);
            dropped_dups++;
        }
        if (e.value < 0) { tombstoned++; continue; }
        if (e.key <= prev_key) ordered = 0;
        prev_key = e.key;
        if (out < 24) printf(" %d:%d", e.key, e.value);
        checksum = checksum * 31 % 1000000007 + e.key * 1000L + e.value;
        out++;
    }
    printf(" ...\noutput %d entries, %d older duplicates dropped, %d tombstones applied, ordered %d\n", out,
           dropped_dups, tombstoned, ordered);
    printf("checksum %ld, last key %d\n", checksum, prev_key);
    return ordered ? 0 : 1;
}
