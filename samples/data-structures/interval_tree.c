/* An augmented interval tree (a treap keyed by interval start, each node storing the
 * maximum end in its subtree) for booking reservations: insert, delete, find any/all
 * overlaps with pruning, and a stabbing query, cross-checked against a linear scan. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int lo, hi; /* closed interval */
    int id;
} Interval;

typedef struct Node {
    Interval iv;
    int max_hi;
    uint32_t prio;
    struct Node *l, *r;
} Node;

static uint32_t rng_state = 88172645u;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static int key_less(Interval a, Interval b) { return a.lo != b.lo ? a.lo < b.lo : a.id < b.id; }

static void update(Node *n) {
    n->max_hi = n->iv.hi;
    if (n->l && n->l->max_hi > n->max_hi) n->max_hi = n->l->max_hi;
    if (n->r && n->r->max_hi > n->max_hi) n->max_hi = n->r->max_hi;
}

static Node *rot_right(Node *n) { Node *l = n->l; n->l = l->r; l->r = n; update(n); update(l); return l; }
static Node *rot_left(Node *n) { Node *r = n->r; n->r = r->l; r->l = n; update(n); update(r); return r; }

static Node *insert(Node *t, Interval iv) {
    if (!t) {
        Node *n = malloc(sizeof *n);
        *n = (Node){iv, iv.hi, rnd(), NULL, NULL};
        return n;
    }
    if (key_less(iv, t->iv)) {
        t->l = insert(t->l, iv);
        if (t->l->prio > t->prio) t = rot_right(t);
    } else {
        t->r = insert(t->r, iv);
        if (t->r->prio > t->prio) t = rot_left(t);
    }
    update(t);
    return t;
}

static Node *erase(Node *t, Interval iv, int *done) {
    if (!t) return NULL;
    if (t->iv.id == iv.id) {
        *done = 1;
        if (!t->l || !t->r) {
            Node *c = t->l ? t->l : t->r;
            free(t);
            return c;
        }
        if (t->l->prio > t->r->prio) { t = rot_right(t); t->r = erase(t->r, iv, done); }
        else { t = rot_left(t); t->l = erase(t->l, iv, done); }
    } else if (key_less(iv, t->iv)) {
        t->l = erase(t->l, iv, done);
    } else {
        t->r = erase(t->r, iv, done);
    }
    update(t);
    return t;
}

static int overlaps(Interval a, Interval b) { return a.lo <= b.hi && b.lo <= a.hi; }

static int all_overlaps(const Node *t, Interval q, int *ids, int n, long *visited) {
    if (!t || t->max_hi < q.lo) return n;
    (*visited)++;
    n = all_overlaps(t->l, q, ids, n, visited);
    if (overlaps(t->iv, q)) ids[n++] = t->iv.id;
    if (t->iv.lo <= q.hi) n = all_overlaps(t->r, q, ids, n, visited);
    return n;
}

static void free_tree(Node *t) {
    if (!t) return;
    free_tree(t->l);
    free_tree(t->r);
    free(t);
}

int main(void) {
    enum { N = 400 };
    Interval all[N];
    int alive[N];
    Node *root = NULL;
    for (int i = 0; i < N; i++) {
        int lo = (int)(rnd() % 10000u), len = 1 + (int)(rnd() % 120u);
        all[i] = (Interval){lo, lo + len, i};
        alive[i] = 1;
        root = insert(root, all[i]);
    }
    int erased = 0;
    for (int i = 0; i < N; i += 3) {
        int done = 0;
        root = erase(root, all[i], &done);
        erased += done;
        alive[i] = 0;
    }
    printf("inserted %d erased %d root max end %d\n", N, erased, root->max_hi);
    int mismatches = 0;
    long visited_total = 0;
    static const Interval queries[] = {{0, 50, -1}, {5000, 5000, -1}, {2500, 2600, -1}, {9990, 20000, -1}, {-5, -1, -1}, {700, 1400, -1}};
    for (int q = 0; q < 6; q++) {
        int ids[N];
        long visited = 0;
        int n = all_overlaps(root, queries[q], ids, 0, &visited);
        int brute = 0;
        for (int i = 0; i < N; i++) brute += alive[i] && overlaps(all[i], queries[q]);
        mismatches += n != brute;
        visited_total += visited;
        printf("[%5d,%5d]: %2d overlaps (scan %2d), visited %3ld:", queries[q].lo, queries[q].hi, n, brute, visited);
        for (int i = 0; i < n && i < 6; i++) printf(" #%d", ids[i]);
        printf("%s\n", n > 6 ? " ..." : "");
    }
    printf("mismatches %d, visited %ld nodes for 6 queries over %d intervals\n", mismatches, visited_total, N - erased);
    free_tree(root);
    return mismatches;
}
