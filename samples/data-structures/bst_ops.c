/* Binary search tree keyed by int with a counted payload: insert (duplicates counted),
 * delete (all three cases), the three depth-first traversals through a visitor callback,
 * level-order with a queue, height, and k-th smallest by subtree sizes. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Tree {
    int key, count, size;
    struct Tree *left, *right;
} Tree;

typedef void (*Visit)(const Tree *, void *);

static int size_of(const Tree *t) { return t ? t->size : 0; }

static void fix_size(Tree *t) { t->size = t->count + size_of(t->left) + size_of(t->right); }

static Tree *insert(Tree *t, int key) {
    if (!t) {
        t = malloc(sizeof *t);
        *t = (Tree){key, 1, 1, NULL, NULL};
        return t;
    }
    if (key < t->key)
        t->left = insert(t->left, key);
    else if (key > t->key)
        t->right = insert(t->right, key);
    else
        t->count++;
    fix_size(t);
    return t;
}

static Tree *remove_key(Tree *t, int key, int *removed) {
    if (!t)
        return NULL;
    if (key < t->key)
        t->left = remove_key(t->left, key, removed);
    else if (key > t->key)
        t->right = remove_key(t->right, key, removed);
    else {
        *removed = 1;
        if (--t->count > 0) {
            fix_size(t);
            return t;
        }
        if (!t->left || !t->right) {
            Tree *child = t->left ? t->left : t->right;
            free(t);
            return child;
        }
        Tree *succ = t->right;
        while (succ->left)
            succ = succ->left;
        t->key = succ->key;
        t->count = succ->count;
        succ->count = 1; /* so the recursive removal unlinks it whole */
        int dummy = 0;
        t->right = remove_key(t->right, succ->key, &dummy);
    }
    fix_size(t);
    return t;
}

static int height(const Tree *t) {
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static const Tree *kth(const Tree *t, int k) { /* 0-based, counting duplicates */
    while (t) {
        int ls = size_of(t->left);
        if (k < ls)
            t = t->left;
        else if (k < ls + t->count)
            return t;
        else {
            k -= ls + t->count;
            t = t->right;
        }
    }
    return NULL;
}

enum Order { PRE, IN, POST };

static void walk(const Tree *t, enum Order o, Visit v, void *ctx) {
    if (!t)
        return;
    if (o == PRE) v(t, ctx);
    walk(t->left, o, v, ctx);
    if (o == IN) v(t, ctx);
    walk(t->right, o, v, ctx);
    if (o == POST) v(t, ctx);
}

typedef struct { unsigned hash; int n; } Digest;

static void digest_visit(const Tree *t, void *ctx) {
    Digest *d = ctx;
    d->hash = d->hash * 131u + (unsigned)t->key * 7u + (unsigned)t->count;
    d->n++;
}

static void print_visit(const Tree *t, void *ctx) {
    (void)ctx;
    printf(" %d", t->key);
    if (t->count > 1) printf("x%d", t->count);
}

static void level_order(const Tree *t) {
    const Tree *queue[128];
    int head = 0, tail = 0;
    if (t) queue[tail++] = t;
    printf("levels:");
    while (head < tail) {
        const Tree *n = queue[head++];
        printf(" %d", n->key);
        if (n->left && tail < 128) queue[tail++] = n->left;
        if (n->right && tail < 128) queue[tail++] = n->right;
    }
    printf("\n");
}

static void free_tree(Tree *t) {
    if (!t) return;
    free_tree(t->left);
    free_tree(t->right);
    free(t);
}

int main(void) {
    Tree *root = NULL;
    unsigned s = 99;
    for (int i = 0; i < 60; i++) {
        s = s * 1664525u + 1013904223u;
        root = insert(root, (int)(s >> 24) % 50);
    }
    printf("size %d height %d\n", size_of(root), height(root));
    printf("inorder:");
    walk(root, IN, print_visit, NULL);
    printf("\n");
    level_order(root);
    static const char *names[] = {"pre", "in", "post"};
    for (int o = PRE; o <= POST; o++) {
        Digest d = {0, 0};
        walk(root, (enum Order)o, digest_visit, &d);
        printf("%-4s nodes %d digest %u\n", names[o], d.n, d.hash);
    }
    int removed = 0;
    for (int k = 0; k < 50; k += 3) {
        int r = 0;
        root = remove_key(root, k, &r);
        removed += r;
    }
    printf("removed %d, size %d height %d\n", removed, size_of(root), height(root));
    printf("inorder:");
    walk(root, IN, print_visit, NULL);
    printf("\n");
    for (int k = 0; k < size_of(root); k += 7)
        printf("kth(%d) = %d\n", k, kth(root, k)->key);
    int ok = kth(root, size_of(root)) == NULL;
    free_tree(root);
    return ok ? 0 : 1;
}
