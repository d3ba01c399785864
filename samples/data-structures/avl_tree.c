/* AVL tree of string keys with integer values: insertion and deletion with the four
 * rotation cases, counting each kind of rotation, and verifying balance factors, ordering
 * and heights after every batch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Avl {
    char key[12];
    int value;
    int height;
    struct Avl *child[2];
} Avl;

typedef struct {
    int single[2]; /* rotations to the left (0) and to the right (1) */
    int doubles;
} Stats;

static Stats stats;

static int h(const Avl *t) { return t ? t->height : 0; }

static void update(Avl *t) {
    int a = h(t->child[0]), b = h(t->child[1]);
    t->height = 1 + (a > b ? a : b);
}

/* Rotate so that child[!dir] becomes the root: dir 0 = left rotation. */
static Avl *rotate(Avl *t, int dir) {
    Avl *c = t->child[!dir];
    t->child[!dir] = c->child[dir];
    c->child[dir] = t;
    update(t);
    update(c);
    stats.single[dir]++;
    return c;
}

static Avl *rebalance(Avl *t) {
    update(t);
    int bf = h(t->child[0]) - h(t->child[1]);
    if (bf > 1 || bf < -1) {
        int heavy = bf > 1 ? 0 : 1; /* the taller side */
        Avl *c = t->child[heavy];
        if (h(c->child[!heavy]) > h(c->child[heavy])) {
            t->child[heavy] = rotate(c, heavy);
            stats.doubles++;
        }
        t = rotate(t, !heavy);
    }
    return t;
}

static Avl *insert(Avl *t, const char *key, int value) {
    if (!t) {
        Avl *n = calloc(1, sizeof *n);
        strncpy(n->key, key, sizeof n->key - 1);
        n->value = value;
        n->height = 1;
        return n;
    }
    int c = strcmp(key, t->key);
    if (c == 0) {
        t->value += value;
        return t;
    }
    t->child[c > 0] = insert(t->child[c > 0], key, value);
    return rebalance(t);
}

static Avl *erase(Avl *t, const char *key, int *found) {
    if (!t)
        return NULL;
    int c = strcmp(key, t->key);
    if (c != 0) {
        t->child[c > 0] = erase(t->child[c > 0], key, found);
        return rebalance(t);
    }
    *found = 1;
    if (!t->child[0] || !t->child[1]) {
        Avl *only = t->child[0] ? t->child[0] : t->child[1];
        free(t);
        return only;
    }
    Avl *m = t->child[1];
    while (m->child[0])
        m = m->child[0];
    memcpy(t->key, m->key, sizeof t->key);
    t->value = m->value;
    int dummy = 0;
    t->child[1] = erase(t->child[1], m->key, &dummy);
    return rebalance(t);
}

/* Returns the node count, or -1 when an invariant is broken. */
static int verify(const Avl *t, const char *lo, const char *hi) {
    if (!t)
        return 0;
    if ((lo && strcmp(t->key, lo) <= 0) || (hi && strcmp(t->key, hi) >= 0))
        return -1;
    int a = verify(t->child[0], lo, t->key), b = verify(t->child[1], t->key, hi);
    int bf = h(t->child[0]) - h(t->child[1]);
    if (a < 0 || b < 0 || bf > 1 || bf < -1 || t->height != 1 + (h(t->child[0]) > h(t->child[1]) ? h(t->child[0]) : h(t->child[1])))
        return -1;
    return a + b + 1;
}

static long sum_values(const Avl *t) {
    return t ? t->value + sum_values(t->child[0]) + sum_values(t->child[1]) : 0;
}

static void first_keys(const Avl *t, int *left) {
    if (!t || *left <= 0) return;
    first_keys(t->child[0], left);
    if (*left > 0) { printf(" %s=%d", t->key, t->value); (*left)--; }
    first_keys(t->child[1], left);
}

static void destroy(Avl *t) {
    if (!t) return;
    destroy(t->child[0]);
    destroy(t->child[1]);
    free(t);
}

int main(void) {
    static const char *syll[] = {"ka", "lo", "mi", "ne", "su", "ta", "ri", "po"};
    Avl *root = NULL;
    char key[12];
    for (int i = 0; i < 500; i++) {
        int a = (i * 7) % 8, b = (i * 3 + i / 8) % 8, c = (i * 5 + 1) % 8;
        snprintf(key, sizeof key, "%s%s%s", syll[a], syll[b], syll[c]);
        root = insert(root, key, i % 13);
    }
    printf("after insert: nodes %d height %d sum %ld\n", verify(root, NULL, NULL), h(root), sum_values(root));
    printf("rotations: left %d right %d double %d\n", stats.single[0], stats.single[1], stats.doubles);
    int n = 10;
    printf("first:");
    first_keys(root, &n);
    printf("\n");
    int erased = 0;
    for (int a = 0; a < 8; a += 2)
        for (int b = 0; b < 8; b++)
            for (int c = 1; c < 8; c += 3) {
                int f = 0;
                snprintf(key, sizeof key, "%s%s%s", syll[a], syll[b], syll[c]);
                root = erase(root, key, &f);
                erased += f;
            }
    int nodes = verify(root, NULL, NULL);
    printf("after erase %d: nodes %d height %d sum %ld\n", erased, nodes, h(root), sum_values(root));
    printf("rotations: left %d right %d double %d\n", stats.single[0], stats.single[1], stats.doubles);
    n = 6;
    printf("first:");
    first_keys(root, &n);
    printf("\n");
    destroy(root);
    return nodes < 0;
}
