/* A binary search tree with in/pre/post-order visitors that take a callback and a
 * context pointer; the visitor can stop the walk early. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    int key;
    char word[12];
    struct node *left, *right;
};

typedef int (*visit_fn)(struct node *, int depth, void *ctx); /* nonzero stops the walk */
typedef int (*walk_fn)(struct node *, int depth, visit_fn, void *ctx);

static struct node *insert(struct node *t, int key, const char *word)
{
    if (!t) {
        t = calloc(1, sizeof *t);
        t->key = key;
        strcpy(t->word, word);
        return t;
    }
    if (key < t->key)
        t->left = insert(t->left, key, word);
    else if (key > t->key)
        t->right = insert(t->right, key, word);
    else
        strcpy(t->word, word);
    return t;
}

static int in_order(struct node *t, int d, visit_fn f, void *ctx)
{
    if (!t)
        return 0;
    return in_order(t->left, d + 1, f, ctx) || f(t, d, ctx) || in_order(t->right, d + 1, f, ctx);
}

static int pre_order(struct node *t, int d, visit_fn f, void *ctx)
{
    if (!t)
        return 0;
    return f(t, d, ctx) || pre_order(t->left, d + 1, f, ctx) || pre_order(t->right, d + 1, f, ctx);
}

static int post_order(struct node *t, int d, visit_fn f, void *ctx)
{
    if (!t)
        return 0;
    return post_order(t->left, d + 1, f, ctx) || post_order(t->right, d + 1, f, ctx) ||
           f(t, d, ctx);
}

static int print_key(struct node *n, int depth, void *ctx)
{
    (void)ctx;
    printf(" %d@%d", n->key, depth);
    return 0;
}

struct summary {
    long sum;
    int count, max_depth;
    unsigned hash;
};

static int summarize(struct node *n, int depth, void *ctx)
{
    struct summary *s = ctx;
    const char *p;
    s->sum += n->key;
    s->count++;
    if (depth > s->max_depth)
        s->max_depth = depth;
    for (p = n->word; *p; p++)
        s->hash = s->hash * 33u + (unsigned char)*p;
    return 0;
}

struct kth {
    int k;
    struct node *found;
};

static int find_kth(struct node *n, int depth, void *ctx)
{
    struct kth *q = ctx;
    (void)depth;
    if (--q->k == 0) {
        q->found = n;
        return 1;
    }
    return 0;
}

static int free_node(struct node *n, int depth, void *ctx)
{
    (void)depth;
    ++*(int *)ctx;
    free(n);
    return 0;
}

int main(void)
{
    static const char *words[] = {"kiwi", "apple", "pear", "fig", "lime", "plum", "date",
                                  "yuzu", "sloe", "guava", "mango", "olive", "quince"};
    struct node *root = NULL;
    unsigned x = 12345;
    int i;
    for (i = 0; i < 13; i++) {
        x = x * 1103515245u + 12345u;
        root = insert(root, (int)(x >> 16) % 100, words[i]);
    }
    root = insert(root, 50, "center");

    static const struct { const char *name; walk_fn walk; } walks[] = {
        {"in", in_order}, {"pre", pre_order}, {"post", post_order}};
    for (i = 0; i < 3; i++) {
        struct summary s = {0, 0, 0, 5381};
        printf("%-4s:", walks[i].name);
        walks[i].walk(root, 0, print_key, NULL);
        walks[i].walk(root, 0, summarize, &s);
        printf("\n      sum %ld count %d depth %d hash %u\n", s.sum, s.count, s.max_depth, s.hash);
    }
    for (i = 1; i <= 16; i += 5) {
        struct kth q = {i, NULL};
        in_order(root, 0, find_kth, &q);
        if (q.found)
            printf("%d-th smallest: %d %s\n", i, q.found->key, q.found->word);
        else
            printf("%d-th smallest: none\n", i);
    }
    int freed = 0;
    post_order(root, 0, free_node, &freed);
    printf("freed %d nodes\n", freed);
    return 0;
}
