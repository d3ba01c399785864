/* A min-max heap (Atkinson et al.): a complete binary tree in an array where even levels
 * are min-ordered and odd levels max-ordered, giving O(1) access to both extremes and
 * O(log n) removal of either. Used as a bounded "keep the best K, drop the worst" buffer
 * of scored candidates, checked against a sorted copy. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int score;
    int id;
} Cand;

typedef struct {
    Cand *a;
    int n, cap;
} MinMaxHeap;

static int less(Cand x, Cand y) { return x.score != y.score ? x.score < y.score : x.id < y.id; }

static int level_is_min(int i) {
    int level = 0;
    for (i++; i > 1; i >>= 1) level++;
    return level % 2 == 0;
}

static void swap(Cand *a, int i, int j) { Cand t = a[i]; a[i] = a[j]; a[j] = t; }

static void bubble_up(MinMaxHeap *h, int i) {
    if (i == 0) return;
    int p = (i - 1) / 2;
    int on_min = level_is_min(i);
    if (on_min ? less(h->a[p], h->a[i]) : less(h->a[i], h->a[p])) {
        swap(h->a, i, p);
        i = p;
        on_min = !on_min;
    }
    /* continue among grandparents of the same kind */
    while (i >= 3) {
        int g = ((i - 1) / 2 - 1) / 2;
        if (on_min ? less(h->a[i], h->a[g]) : less(h->a[g], h->a[i])) {
            swap(h->a, i, g);
            i = g;
        } else {
            break;
        }
    }
}

/* Index of the smallest (want_min) or largest among children and grandchildren of i. */
static int extreme_descendant(const MinMaxHeap *h, int i, int want_min, int *is_grandchild) {
    int best = -1;
    *is_grandchild = 0;
    int kids[6] = {2 * i + 1, 2 * i + 2, 4 * i + 3, 4 * i + 4, 4 * i + 5, 4 * i + 6};
    for (int k = 0; k < 6; k++) {
        int c = kids[k];
        if (c >= h->n) continue;
        if (best < 0 || (want_min ? less(h->a[c], h->a[best]) : less(h->a[best], h->a[c]))) {
            best = c;
            *is_grandchild = k >= 2;
        }
    }
    return best;
}

static void trickle_down(MinMaxHeap *h, int i) {
    int on_min = level_is_min(i);
    for (;;) {
        int grand;
        int m = extreme_descendant(h, i, on_min, &grand);
        if (m < 0) return;
        int better = on_min ? less(h->a[m], h->a[i]) : less(h->a[i], h->a[m]);
        if (!better) return;
        swap(h->a, i, m);
        if (!grand) return;
        int parent = (m - 1) / 2;
        if (on_min ? less(h->a[parent], h->a[m]) : less(h->a[m], h->a[parent])) swap(h->a, m, parent);
        i = m;
    }
}

static void push(MinMaxHeap *h, Cand c) {
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 8;
        h->a = realloc(h->a, sizeof(Cand) * (size_t)h->cap);
    }
    h->a[h->n++] = c;
    bubble_up(h, h->n - 1);
}

static int max_index(const MinMaxHeap *h) {
    if (h->n <= 1) return 0;
    if (h->n == 2) return 1;
    return less(h->a[1], h->a[2]) ? 2 : 1;
}

static Cand pop_at(MinMaxHeap *h, int i) {
    Cand out = h->a[i];
    h->a[i] = h->a[--h->n];
    if (i < h->n) trickle_down(h, i);
    return out;
}

static int cmp_desc(const void *pa, const void *pb) {
    const Cand *a = pa, *b = pb;
    return less(*a, *b) ? 1 : less(*b, *a) ? -1 : 0;
}

int main(void) {
    enum { K = 10, STREAM = 5000 };
    MinMaxHeap best = {NULL, 0, 0};
    Cand all[STREAM];
    unsigned s = 31;
    long dropped = 0;
    for (int i = 0; i < STREAM; i++) {
        s = s * 1103515245u + 12345u;
        all[i] = (Cand){(int)((s >> 12) % 100000u), i};
        push(&best, all[i]);
        if (best.n > K) {
            pop_at(&best, 0); /* drop the current minimum */
            dropped++;
        }
        if (i % 1000 == 999)
            printf("after %4d: min %5d (#%d) max %5d (#%d)\n", i + 1, best.a[0].score, best.a[0].id,
                   best.a[max_index(&best)].score, best.a[max_index(&best)].id);
    }
    qsort(all, STREAM, sizeof(Cand), cmp_desc);
    printf("top %d by max-pops:", K);
    int mismatches = 0;
    for (int k = 0; k < K; k++) {
        Cand c = pop_at(&best, max_index(&best));
        printf(" %d", c.score);
        mismatches += c.id != all[k].id;
    }
    printf("\ndropped %ld, mismatches %d\n", dropped, mismatches);
    MinMaxHeap h = {NULL, 0, 0};
    for (int i = 0; i < 200; i++) push(&h, all[(i * 37) % STREAM]);
    int ok = 1;
    Cand lo = pop_at(&h, 0), hi = pop_at(&h, max_index(&h));
    while (h.n > 0) {
        Cand a = pop_at(&h, 0);
        if (less(a, lo)) ok = 0;
        lo = a;
        if (h.n == 0) break;
        Cand b = pop_at(&h, max_index(&h));
        if (less(hi, b)) ok = 0;
        hi = b;
    }
    printf("alternating pops ordered: %d\n", ok);
    free(best.a);
    free(h.a);
    return mismatches || !ok;
}
