/* Range queries over a stock-price series: a segment tree of (sum, min, max) nodes with
 * lazy range-add, and a Fenwick tree for prefix sums, both wrapped in structs and checked
 * against brute force over a fixed-seed stream of updates and queries. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long sum;
    int min, max;
    int lazy; /* pending add for the whole segment's children */
} SegNode;

typedef struct {
    int n;
    SegNode *node;
} SegTree;

typedef struct {
    int n;
    long *bit; /* 1-based */
} Fenwick;

typedef struct {
    long sum;
    int min, max;
} Summary;

static Summary combine(Summary a, Summary b) {
    Summary r = {a.sum + b.sum, a.min < b.min ? a.min : b.min, a.max > b.max ? a.max : b.max};
    return r;
}

static void seg_build(SegTree *t, int v, int lo, int hi, const int *a) {
    SegNode *x = &t->node[v];
    x->lazy = 0;
    if (lo == hi) { x->sum = x->min = x->max = a[lo]; return; }
    int mid = (lo + hi) / 2;
    seg_build(t, 2 * v, lo, mid, a);
    seg_build(t, 2 * v + 1, mid + 1, hi, a);
    x->sum = t->node[2 * v].sum + t->node[2 * v + 1].sum;
    x->min = t->node[2 * v].min < t->node[2 * v + 1].min ? t->node[2 * v].min : t->node[2 * v + 1].min;
    x->max = t->node[2 * v].max > t->node[2 * v + 1].max ? t->node[2 * v].max : t->node[2 * v + 1].max;
}

static void seg_apply(SegNode *x, int add, int len) {
    x->sum += (long)add * len;
    x->min += add;
    x->max += add;
    x->lazy += add;
}

static void seg_push(SegTree *t, int v, int lo, int hi) {
    int mid = (lo + hi) / 2;
    if (t->node[v].lazy) {
        seg_apply(&t->node[2 * v], t->node[v].lazy, mid - lo + 1);
        seg_apply(&t->node[2 * v + 1], t->node[v].lazy, hi - mid);
        t->node[v].lazy = 0;
    }
}

static void seg_add(SegTree *t, int v, int lo, int hi, int l, int r, int add) {
    if (r < lo || hi < l) return;
    if (l <= lo && hi <= r) { seg_apply(&t->node[v], add, hi - lo + 1); return; }
    seg_push(t, v, lo, hi);
    int mid = (lo + hi) / 2;
    seg_add(t, 2 * v, lo, mid, l, r, add);
    seg_add(t, 2 * v + 1, mid + 1, hi, l, r, add);
    SegNode *x = &t->node[v], *a = &t->node[2 * v], *b = &t->node[2 * v + 1];
    x->sum = a->sum + b->sum;
    x->min = a->min < b->min ? a->min : b->min;
    x->max = a->max > b->max ? a->max : b->max;
}

static Summary seg_query(SegTree *t, int v, int lo, int hi, int l, int r) {
    if (r < lo || hi < l) return (Summary){0, INT_MAX, INT_MIN};
    if (l <= lo && hi <= r) return (Summary){t->node[v].sum, t->node[v].min, t->node[v].max};
    seg_push(t, v, lo, hi);
    int mid = (lo + hi) / 2;
    return combine(seg_query(t, 2 * v, lo, mid, l, r), seg_query(t, 2 * v + 1, mid + 1, hi, l, r));
}

static void fw_add(Fenwick *f, int i, long delta) {
    for (i++; i <= f->n; i += i & -i) f->bit[i] += delta;
}

static long fw_prefix(const Fenwick *f, int i) { /* sum of [0, i) */
    long s = 0;
    for (; i > 0; i -= i & -i) s += f->bit[i];
    return s;
}

int main(void) {
    enum { N = 300 };
    int price[N];
    unsigned s = 555;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        price[i] = 1000 + (int)((s >> 16) % 500u);
    }
    SegTree t = {N, calloc(4 * N, sizeof(SegNode))};
    seg_build(&t, 1, 0, N - 1, price);
    Fenwick f = {N, calloc(N + 1, sizeof(long))};
    for (int i = 0; i < N; i++) fw_add(&f, i, price[i]);
    int mismatches = 0;
    long digest = 0;
    for (int step = 0; step < 2000; step++) {
        s = s * 1103515245u + 12345u;
        int l = (int)((s >> 8) % N), r = (int)((s >> 18) % N);
        if (l > r) { int x = l; l = r; r = x; }
        if (step % 3 == 0) {
            int add = (int)((s >> 4) % 41u) - 20;
            seg_add(&t, 1, 0, N - 1, l, r, add);
            for (int i = l; i <= r; i++) { price[i] += add; fw_add(&f, i, add); }
        } else {
            Summary q = seg_query(&t, 1, 0, N - 1, l, r);
            long bsum = 0;
            int bmin = INT_MAX, bmax = INT_MIN;
            for (int i = l; i <= r; i++) {
                bsum += price[i];
                if (price[i] < bmin) bmin = price[i];
                if (price[i] > bmax) bmax = price[i];
            }
            long fsum = fw_prefix(&f, r + 1) - fw_prefix(&f, l);
            if (q.sum != bsum || q.min != bmin || q.max != bmax || fsum != bsum) mismatches++;
            digest = (digest * 31 + q.sum + q.min * 7L + q.max * 13L) % 1000000007L;
            if (step % 400 == 1)
                printf("step %4d [%3d,%3d]: sum %7ld min %4d max %4d avg %.2f\n", step, l, r, q.sum, q.min,
                       q.max, (double)q.sum / (r - l + 1));
        }
    }
    Summary all = seg_query(&t, 1, 0, N - 1, 0, N - 1);
    printf("whole: sum %ld (fenwick %ld) min %d max %d\n", all.sum, fw_prefix(&f, N), all.min, all.max);
    printf("mismatches %d digest %ld\n", mismatches, digest);
    free(t.node);
    free(f.bit);
    return mismatches ? 1 : 0;
}
