/* An implicit-key treap (a treap ordered by position, with priorities from a fixed-seed
 * xorshift generator) used as a sequence: split/merge, insert at index, erase at index,
 * reverse a range with lazy flags, and range sums kept in every node. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Treap {
    uint32_t prio;
    int value, size;
    long sum;
    bool reversed; /* lazy: children of this subtree still have to be swapped */
    struct Treap *l, *r;
} Treap;

typedef struct {
    Treap *left, *right;
} Pair;

static uint32_t rng_state = 2463534242u;

static uint32_t xorshift32(void) {
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}

static int sz(const Treap *t) { return t ? t->size : 0; }
static long sm(const Treap *t) { return t ? t->sum : 0; }

static void push(Treap *t) {
    if (t && t->reversed) {
        Treap *tmp = t->l;
        t->l = t->r;
        t->r = tmp;
        if (t->l) t->l->reversed = !t->l->reversed;
        if (t->r) t->r->reversed = !t->r->reversed;
        t->reversed = false;
    }
}

static Treap *pull(Treap *t) {
    t->size = 1 + sz(t->l) + sz(t->r);
    t->sum = t->value + sm(t->l) + sm(t->r);
    return t;
}

/* The first k elements go left. */
static Pair split(Treap *t, int k) {
    if (!t)
        return (Pair){NULL, NULL};
    push(t);
    if (sz(t->l) < k) {
        Pair p = split(t->r, k - sz(t->l) - 1);
        t->r = p.left;
        return (Pair){pull(t), p.right};
    }
    Pair p = split(t->l, k);
    t->l = p.right;
    return (Pair){p.left, pull(t)};
}

static Treap *merge(Treap *a, Treap *b) {
    if (!a || !b)
        return a ? a : b;
    if (a->prio > b->prio) {
        push(a);
        a->r = merge(a->r, b);
        return pull(a);
    }
    push(b);
    b->l = merge(a, b->l);
    return pull(b);
}

static Treap *insert_at(Treap *t, int index, int value) {
    Treap *n = malloc(sizeof *n);
    *n = (Treap){.prio = xorshift32(), .value = value, .size = 1, .sum = value};
    Pair p = split(t, index);
    return merge(merge(p.left, n), p.right);
}

static Treap *erase_at(Treap *t, int index) {
    Pair a = split(t, index);
    Pair b = split(a.right, 1);
    free(b.left);
    return merge(a.left, b.right);
}

static Treap *reverse_range(Treap *t, int from, int to) { /* [from, to) */
    Pair a = split(t, from);
    Pair b = split(a.right, to - from);
    if (b.left)
        b.left->reversed = !b.left->reversed;
    return merge(a.left, merge(b.left, b.right));
}

static long range_sum(Treap **t, int from, int to) {
    Pair a = split(*t, from);
    Pair b = split(a.right, to - from);
    long s = sm(b.left);
    *t = merge(a.left, merge(b.left, b.right));
    return s;
}

static void to_array(Treap *t, int *out, int *n) {
    if (!t) return;
    push(t);
    to_array(t->l, out, n);
    out[(*n)++] = t->value;
    to_array(t->r, out, n);
}

static void free_all(Treap *t) {
    if (!t) return;
    free_all(t->l);
    free_all(t->r);
    free(t);
}

static void show(Treap *t, const char *label) {
    int buf[256], n = 0;
    to_array(t, buf, &n);
    printf("%-10s [%d]", label, n);
    for (int i = 0; i < n && i < 20; i++)
        printf(" %d", buf[i]);
    printf("%s\n", n > 20 ? " ..." : "");
}

int main(void) {
    Treap *t = NULL;
    for (int i = 0; i < 16; i++)
        t = insert_at(t, i, i);
    show(t, "initial");
    t = reverse_range(t, 3, 11);
    show(t, "rev 3..11");
    t = insert_at(t, 0, 100);
    t = insert_at(t, 5, 200);
    t = insert_at(t, sz(t), 300);
    show(t, "inserted");
    t = erase_at(t, 1);
    t = erase_at(t, 10);
    show(t, "erased");
    for (int i = 0; i < 100; i++) {
        uint32_t r = xorshift32();
        int a = (int)(r % (uint32_t)sz(t)), b = (int)((r >> 12) % (uint32_t)sz(t));
        if (a > b) { int x = a; a = b; b = x; }
        t = reverse_range(t, a, b + 1);
        if (i % 10 == 0)
            t = insert_at(t, (int)((r >> 20) % (uint32_t)(sz(t) + 1)), i);
    }
    show(t, "shuffled");
    long checksum = 0;
    for (int i = 0; i + 4 <= sz(t); i += 4)
        checksum = checksum * 3 + range_sum(&t, i, i + 4);
    printf("size %d total %ld checksum %ld\n", sz(t), range_sum(&t, 0, sz(t)), checksum);
    int ok = range_sum(&t, 0, sz(t)) == 120 + 600 - 0 - 4 + (0 + 10 + 20 + 30 + 40 + 50 + 60 + 70 + 80 + 90);
    free_all(t);
    return ok ? 0 : 2;
}
