/* A cache simulator with pluggable eviction policies (FIFO, LRU, LFU, CLOCK, and
 * Belady's optimal, which looks ahead in the trace): each policy is a struct of
 * function pointers over a shared slot array; several traces are replayed for several
 * cache sizes and the hit counts tabulated. */
#include <stdio.h>
#include <string.h>

#define MAXSLOTS 8

struct cache {
    int key[MAXSLOTS];
    long stamp[MAXSLOTS];     /* insertion time (FIFO) or last use (LRU) */
    int freq[MAXSLOTS];
    int ref_bit[MAXSLOTS];
    int size, used, hand;
    long now;
    const int *trace;         /* for the optimal policy */
    int trace_len, pos;
};

struct policy {
    const char *name;
    void (*on_hit)(struct cache *, int slot);
    void (*on_insert)(struct cache *, int slot);
    int (*victim)(struct cache *);
};

static void touch_stamp(struct cache *c, int s) { c->stamp[s] = c->now; }
static void touch_none(struct cache *c, int s) { (void)c; (void)s; }
static void touch_freq(struct cache *c, int s) { c->freq[s]++; c->stamp[s] = c->now; }
static void insert_freq(struct cache *c, int s) { c->freq[s] = 1; c->stamp[s] = c->now; }
static void touch_ref(struct cache *c, int s) { c->ref_bit[s] = 1; }
static void insert_ref(struct cache *c, int s) { c->ref_bit[s] = 1; }

static int oldest_stamp(struct cache *c)
{
    int v = 0;
    for (int i = 1; i < c->size; i++)
        if (c->stamp[i] < c->stamp[v]) v = i;
    return v;
}

/* Least frequently used; ties broken by least recently used. */
static int least_frequent(struct cache *c)
{
    int v = 0;
    for (int i = 1; i < c->size; i++)
        if (c->freq[i] < c->freq[v] || (c->freq[i] == c->freq[v] && c->stamp[i] < c->stamp[v])) v = i;
    return v;
}

static int clock_hand(struct cache *c)
{
    for (;;) {
        int s = c->hand;
        c->hand = (c->hand + 1) % c->size;
        if (!c->ref_bit[s]) return s;
        c->ref_bit[s] = 0;
    }
}

/* Evict the key whose next use lies furthest in the future (or never comes). */
static int furthest_next_use(struct cache *c)
{
    int v = 0, best = -1;
    for (int i = 0; i < c->size; i++) {
        int next = c->trace_len + i;          /* never used again: distinct, ordered */
        for (int t = c->pos + 1; t < c->trace_len; t++)
            if (c->trace[t] == c->key[i]) { next = t; break; }
        if (next > best) { best = next; v = i; }
    }
    return v;
}

static const struct policy policies[] = {
    {"FIFO", touch_none, touch_stamp, oldest_stamp},
    {"LRU", touch_stamp, touch_stamp, oldest_stamp},
    {"LFU", touch_freq, insert_freq, least_frequent},
    {"CLOCK", touch_ref, insert_ref, clock_hand},
    {"OPT", touch_none, touch_none, furthest_next_use},
};

static int simulate(const struct policy *p, int size, const int *trace, int n)
{
    struct cache c;
    int hits = 0;
    memset(&c, 0, sizeof c);
    c.size = size;
    c.trace = trace;
    c.trace_len = n;
    for (c.pos = 0; c.pos < n; c.pos++) {
        int k = trace[c.pos], slot = -1;
        c.now++;
        for (int i = 0; i < c.used; i++)
            if (c.key[i] == k) { slot = i; break; }
        if (slot >= 0) {
            hits++;
            p->on_hit(&c, slot);
            continue;
        }
        slot = c.used < size ? c.used++ : p->victim(&c);
        c.key[slot] = k;
        p->on_insert(&c, slot);
    }
    return hits;
}

int main(void)
{
    enum { N = 120 };
    static int traces[3][N];
    static const char *const trace_names[3] = {"loop-of-6", "hot-set", "mixed-scan"};
    unsigned rng = 11;
    for (int i = 0; i < N; i++) {
        traces[0][i] = i % 6;
        rng = rng * 1103515245u + 12345u;
        int r = (int)((rng >> 16) % 100);
        traces[1][i] = r < 70 ? r % 3 : 3 + r % 12;
        traces[2][i] = (i / 20) % 2 ? 100 + i : (int)((rng >> 20) % 5);
    }
    int totals[5] = {0};
    for (int t = 0; t < 3; t++) {
        printf("%s\n  size", trace_names[t]);
        for (size_t p = 0; p < sizeof policies / sizeof policies[0]; p++) printf(" %6s", policies[p].name);
        printf("\n");
        for (int size = 2; size <= MAXSLOTS; size += 2) {
            printf("  %4d", size);
            for (size_t p = 0; p < sizeof policies / sizeof policies[0]; p++) {
                int hits = simulate(&policies[p], size, traces[t], N);
                totals[p] += hits;
                printf(" %6d", hits);
            }
            printf("\n");
        }
    }
    printf("totals:");
    for (size_t p = 0; p < sizeof policies / sizeof policies[0]; p++) printf(" %s=%d", policies[p].name, totals[p]);
    printf("\n");
    /* The optimal policy is never beaten. */
    for (size_t p = 0; p < 4; p++)
        if (totals[p] > totals[4]) return 1;
    return 0;
}
