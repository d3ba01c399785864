/* Sparse sets (Briggs & Torczon): a dense array of members plus a sparse array mapping a
 * value to its dense position, giving O(1) insert, delete, membership and clear. (The
 * classic version leaves the sparse array uninitialized; here it is zeroed, because
 * reading indeterminate values is not something a portable C program may do.) Used as the
 * worklist of a liveness analysis over a control flow graph of basic blocks. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    unsigned *dense, *sparse;
    unsigned n, universe;
} SparseSet;

static SparseSet ss_new(unsigned universe) {
    SparseSet s = {malloc(sizeof(unsigned) * universe), calloc(universe, sizeof(unsigned)), 0, universe};
    return s;
}

static int ss_has(const SparseSet *s, unsigned v) { return v < s->universe && s->sparse[v] < s->n && s->dense[s->sparse[v]] == v; }

static int ss_add(SparseSet *s, unsigned v) {
    if (ss_has(s, v)) return 0;
    s->dense[s->n] = v;
    s->sparse[v] = s->n++;
    return 1;
}

static int ss_remove(SparseSet *s, unsigned v) {
    if (!ss_has(s, v)) return 0;
    unsigned last = s->dense[--s->n];
    s->dense[s->sparse[v]] = last;
    s->sparse[last] = s->sparse[v];
    return 1;
}

static unsigned ss_pop(SparseSet *s) { return s->dense[--s->n]; }
static void ss_clear(SparseSet *s) { s->n = 0; }
static void ss_free(SparseSet *s) { free(s->dense); free(s->sparse); }

enum { NBLOCKS = 10, NVARS = 8 };

typedef struct {
    const char *name;
    int succ[2], nsucc;
    unsigned use, def; /* bit sets of variables */
    unsigned live_in, live_out;
} Block;

int main(void) {
    Block cfg[NBLOCKS] = {
        {"entry", {1}, 1, 0x00, 0x03, 0, 0},  {"loop", {2, 9}, 2, 0x03, 0x00, 0, 0},
        {"body", {3, 4}, 2, 0x05, 0x08, 0, 0}, {"then", {5}, 1, 0x08, 0x10, 0, 0},
        {"else", {5}, 1, 0x0a, 0x10, 0, 0},   {"join", {6}, 1, 0x10, 0x01, 0, 0},
        {"inner", {7, 6}, 2, 0x21, 0x20, 0, 0}, {"latch", {8}, 1, 0x01, 0x02, 0, 0},
        {"back", {1}, 1, 0x40, 0x04, 0, 0},   {"exit", {0}, 0, 0x82, 0x00, 0, 0},
    };
    /* predecessors, for re-queuing */
    int preds[NBLOCKS][NBLOCKS], npred[NBLOCKS] = {0};
    for (int b = 0; b < NBLOCKS; b++)
        for (int k = 0; k < cfg[b].nsucc; k++) {
            int s = cfg[b].succ[k];
            preds[s][npred[s]++] = b;
        }
    SparseSet work = ss_new(NBLOCKS);
    for (int b = NBLOCKS - 1; b >= 0; b--) ss_add(&work, (unsigned)b);
    int iterations = 0;
    while (work.n > 0) {
        unsigned b = ss_pop(&work);
        iterations++;
        unsigned out = 0;
        for (int k = 0; k < cfg[b].nsucc; k++) out |= cfg[cfg[b].succ[k]].live_in;
        unsigned in = cfg[b].use | (out & ~cfg[b].def);
        cfg[b].live_out = out;
        if (in != cfg[b].live_in) {
            cfg[b].live_in = in;
            for (int p = 0; p < npred[b]; p++) ss_add(&work, (unsigned)preds[b][p]);
        }
    }
    printf("liveness converged after %d block visits\n", iterations);
    for (int b = 0; b < NBLOCKS; b++) {
        printf("%-6s in:", cfg[b].name);
        for (int v = 0; v < NVARS; v++) if (cfg[b].live_in >> v & 1u) printf(" v%d", v);
        printf("  out:");
        for (int v = 0; v < NVARS; v++) if (cfg[b].live_out >> v & 1u) printf(" v%d", v);
        printf("\n");
    }
    /* the set operations on their own */
    SparseSet s = ss_new(1000);
    int added = 0, removed = 0;
    for (unsigned v = 0; v < 1000; v += 3) added += ss_add(&s, v);
    for (unsigned v = 0; v < 1000; v += 5) removed += ss_remove(&s, v);
    added += ss_add(&s, 3);
    unsigned long sum = 0;
    for (unsigned i = 0; i < s.n; i++) sum += s.dense[i];
    printf("added %d removed %d size %u sum %lu has(9)=%d has(15)=%d has(999)=%d\n", added, removed, s.n, sum,
           ss_has(&s, 9), ss_has(&s, 15), ss_has(&s, 999));
    ss_clear(&s);
    printf("after clear: size %u has(9)=%d\n", s.n, ss_has(&s, 9));
    ss_free(&s);
    ss_free(&work);
    return 0;
}
