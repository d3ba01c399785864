/* A B-tree of minimum degree 3 (2..5 keys per node) mapping int keys to counts: search,
 * insertion with proactive splitting on the way down, in-order traversal, and a structural
 * check that all leaves sit at the same depth and every node respects its key bounds. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

enum { T = 3, MAX_KEYS = 2 * T - 1, MAX_CHILDREN = 2 * T };

typedef struct BNode {
    int n;
    bool leaf;
    int keys[MAX_KEYS];
    int counts[MAX_KEYS];
    struct BNode *child[MAX_CHILDREN];
} BNode;

typedef struct {
    BNode *root;
    int nodes, splits, height;
} BTree;

static BNode *bnode_new(BTree *t, bool leaf) {
    BNode *x = calloc(1, sizeof *x);
    x->leaf = leaf;
    t->nodes++;
    return x;
}

static int *btree_search(BNode *x, int key) {
    while (x) {
        int i = 0;
        while (i < x->n && key > x->keys[i]) i++;
        if (i < x->n && key == x->keys[i]) return &x->counts[i];
        x = x->leaf ? NULL : x->child[i];
    }
    return NULL;
}

/* Split the full child y = x->child[i]; its median moves up into x. */
static void split_child(BTree *t, BNode *x, int i) {
    BNode *y = x->child[i];
    BNode *z = bnode_new(t, y->leaf);
    z->n = T - 1;
    for (int j = 0; j < T - 1; j++) {
        z->keys[j] = y->keys[j + T];
        z->counts[j] = y->counts[j + T];
    }
    if (!y->leaf)
        for (int j = 0; j < T; j++) z->child[j] = y->child[j + T];
    y->n = T - 1;
    for (int j = x->n; j >= i + 1; j--) x->child[j + 1] = x->child[j];
    x->child[i + 1] = z;
    for (int j = x->n - 1; j >= i; j--) {
        x->keys[j + 1] = x->keys[j];
        x->counts[j + 1] = x->counts[j];
    }
    x->keys[i] = y->keys[T - 1];
    x->counts[i] = y->counts[T - 1];
    x->n++;
    t->splits++;
}

static void insert_nonfull(BTree *t, BNode *x, int key) {
    for (;;) {
        int i = x->n - 1;
        if (x->leaf) {
            while (i >= 0 && key < x->keys[i]) {
                x->keys[i + 1] = x->keys[i];
                x->counts[i + 1] = x->counts[i];
                i--;
            }
            x->keys[i + 1] = key;
            x->counts[i + 1] = 1;
            x->n++;
            return;
        }
        while (i >= 0 && key < x->keys[i]) i--;
        i++;
        if (x->child[i]->n == MAX_KEYS) {
            split_child(t, x, i);
            if (key > x->keys[i]) i++;
        }
        x = x->child[i];
    }
}

static void btree_insert(BTree *t, int key) {
    int *c = btree_search(t->root, key);
    if (c) { (*c)++; return; }
    if (t->root->n == MAX_KEYS) {
        BNode *s = bnode_new(t, false);
        s->child[0] = t->root;
        t->root = s;
        t->height++;
        split_child(t, s, 0);
    }
    insert_nonfull(t, t->root, key);
}

typedef struct { int prev, count, bad; long weighted; } Walk;

static void inorder(const BNode *x, Walk *w) {
    for (int i = 0; i <= x->n; i++) {
        if (!x->leaf) inorder(x->child[i], w);
        if (i < x->n) {
            if (w->count > 0 && x->keys[i] <= w->prev) w->bad++;
            w->prev = x->keys[i];
            w->count++;
            w->weighted += (long)x->keys[i] * x->counts[i];
        }
    }
}

/* Depth of the leaves, or -1 if they differ or a node has a bad key count. */
static int check(const BNode *x, bool is_root) {
    if ((!is_root && x->n < T - 1) || x->n > MAX_KEYS) return -1;
    if (x->leaf) return 0;
    int d = check(x->child[0], false);
    for (int i = 1; i <= x->n && d >= 0; i++)
        if (check(x->child[i], false) != d) d = -1;
    return d < 0 ? -1 : d + 1;
}

static void print_top(const BNode *x, int depth, int max_depth) {
    printf("%*s[", depth * 2, "");
    for (int i = 0; i < x->n; i++) printf(i ? " %d" : "%d", x->keys[i]);
    printf("]\n");
    if (!x->leaf && depth < max_depth)
        for (int i = 0; i <= x->n; i++) print_top(x->child[i], depth + 1, max_depth);
}

static void destroy(BNode *x) {
    if (!x->leaf) for (int i = 0; i <= x->n; i++) destroy(x->child[i]);
    free(x);
}

int main(void) {
    BTree t = {NULL, 0, 0, 1};
    t.root = bnode_new(&t, true);
    for (int i = 0; i < 400; i++) btree_insert(&t, (i * 37 + 11) % 251);
    for (int i = 1; i <= 30; i++) btree_insert(&t, 251 + i * i % 97);
    Walk w = {0, 0, 0, 0};
    inorder(t.root, &w);
    printf("keys %d nodes %d splits %d height %d leaf depth %d order violations %d\n", w.count, t.nodes,
           t.splits, t.height, check(t.root, true), w.bad);
    printf("weighted sum %ld\n", w.weighted);
    print_top(t.root, 0, 1);
    static const int probes[] = {0, 11, 48, 250, 251, 252, 267, 300, 347, 1000};
    for (int i = 0; i < 10; i++) {
        int *c = btree_search(t.root, probes[i]);
        printf("count(%d) = %d\n", probes[i], c ? *c : 0);
    }
    int ok = check(t.root, true) == t.height - 1 && w.bad == 0;
    destroy(t.root);
    return ok ? 0 : 1;
}
