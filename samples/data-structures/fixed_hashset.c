/* A fixed-capacity integer hash set whose tuning constants are compile-time expressions
 * over floating constants: the resize threshold `(int)(CAPACITY * MAX_LOAD)` in an enum,
 * array sizes from casts of floating constants, and static tables initialized from
 * floating arithmetic (converted to int, unsigned and _Bool). Robin Hood linear probing
 * keeps probe lengths short; statistics are reported per fill level. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define MAX_LOAD 0.875
enum {
    CAPACITY = 256,
    THRESHOLD = (int)(CAPACITY * MAX_LOAD),       /* 224 */
    REPORT_EVERY = (int)(CAPACITY / 6.4),          /* 40 */
    HISTOGRAM = (int)8.9 + 1,                      /* probe lengths 0..8, 9 = longer */
};

static const int checkpoints[] = {(int)(THRESHOLD * 0.25), (int)(THRESHOLD * 0.5), (int)(THRESHOLD * 0.75), THRESHOLD};
static const unsigned golden = (unsigned)(0.6180339887 * 4294967296.0);
static const bool verbose = 0.25; /* any nonzero value converts to true */
static int histogram[HISTOGRAM];

typedef struct {
    uint32_t key;
    uint8_t dist; /* distance from the home slot, +1; 0 = empty */
} Slot;

static Slot table[CAPACITY];
static int size;

static unsigned home(uint32_t key) { return (key * golden) >> 24; /* top 8 bits: 0..255 */ }

static bool insert(uint32_t key) {
    if (size >= THRESHOLD) return false;
    Slot cur = {key, 1};
    for (unsigned i = home(key);; i = (i + 1) % CAPACITY, cur.dist++) {
        Slot *s = &table[i];
        if (s->dist == 0) { *s = cur; size++; return true; }
        if (s->key == cur.key) return false;
        if (s->dist < cur.dist) { /* rob the rich: the resident is closer to home */
            Slot t = *s;
            *s = cur;
            cur = t;
        }
    }
}

static int probe_length(uint32_t key) {
    for (unsigned i = home(key), d = 1;; i = (i + 1) % CAPACITY, d++) {
        if (table[i].dist == 0 || table[i].dist < d) return -1;
        if (table[i].key == key) return (int)d - 1;
    }
}

static bool erase(uint32_t key) {
    int len = probe_length(key);
    if (len < 0) return false;
    unsigned i = (home(key) + (unsigned)len) % CAPACITY;
    for (;;) { /* backward-shift deletion */
        unsigned next = (i + 1) % CAPACITY;
        if (table[next].dist <= 1) { table[i].dist = 0; break; }
        table[i] = table[next];
        table[i].dist--;
        i = next;
    }
    size--;
    return true;
}

static void report(const char *label) {
    int total = 0, longest = 0;
    for (int h = 0; h < HISTOGRAM; h++) histogram[h] = 0;
    for (int i = 0; i < CAPACITY; i++)
        if (table[i].dist) {
            int d = table[i].dist - 1;
            histogram[d < HISTOGRAM - 1 ? d : HISTOGRAM - 1]++;
            total += d;
            if (d > longest) longest = d;
        }
    printf("%-10s size %3d load %.3f mean probe %.3f longest %d |", label, size, (double)size / CAPACITY,
           size ? (double)total / size : 0.0, longest);
    for (int h = 0; h < HISTOGRAM; h++) printf(" %d", histogram[h]);
    printf("\n");
}

int main(void) {
    printf("capacity %d threshold %d report every %d histogram %d golden %u verbose %d\n", CAPACITY,
           THRESHOLD, REPORT_EVERY, HISTOGRAM, golden, verbose);
    uint32_t x = 12345;
    int next_checkpoint = 0, refused = 0;
    char label[16];
    while (next_checkpoint < 4) {
        x = x * 1664525u + 1013904223u;
        if (!insert(x >> 4)) refused++;
        if (size == checkpoints[next_checkpoint]) {
            snprintf(label, sizeof label, "fill %d", size);
            report(label);
            next_checkpoint++;
        }
    }
    printf("full: further insert accepted %d, refused so far %d\n", insert(7u), refused);
    uint32_t y = 12345;
    int erased = 0;
    for (int k = 0; k < 300; k++) {
        y = y * 1664525u + 1013904223u;
        if (k % 2 == 0) erased += erase(y >> 4);
    }
    report("erased");
    int lost = 0;
    y = 12345;
    for (int k = 0; k < 300; k++) {
        y = y * 1664525u + 1013904223u;
        bool present = probe_length(y >> 4) >= 0, inserted = k < THRESHOLD, kept = k % 2 == 1;
        lost += present != (inserted && kept);
    }
    printf("erased %d, inconsistent lookups %d\n", erased, lost);
    return lost;
}
