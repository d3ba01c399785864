/* A rope: an immutable binary tree of string leaves with cached weights (length of the left
 * subtree), supporting concat, index, split, insert and delete by splitting and
 * re-concatenating, substring extraction, and rebalancing by collecting leaves. Nodes are
 * reference-free: every operation builds new nodes and old versions stay valid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rope {
    size_t weight;          /* leaf: its length; inner: length of the left subtree */
    size_t length;          /* whole subtree */
    int depth;
    const struct Rope *left, *right;
    char text[];            /* leaves only */
} Rope;

typedef struct {
    const Rope *left, *right;
} RopePair;

static const Rope *all_nodes[4096];
static int node_count;

static const Rope *track(Rope *r) {
    if (node_count < 4096) all_nodes[node_count++] = r;
    return r;
}

static const Rope *leaf(const char *s, size_t n) {
    Rope *r = malloc(sizeof(Rope) + n + 1);
    r->weight = r->length = n;
    r->depth = 0;
    r->left = r->right = NULL;
    memcpy(r->text, s, n);
    r->text[n] = '\0';
    return track(r);
}

static const Rope *concat(const Rope *a, const Rope *b) {
    if (!a || a->length == 0) return b;
    if (!b || b->length == 0) return a;
    Rope *r = malloc(sizeof(Rope));
    r->weight = a->length;
    r->length = a->length + b->length;
    r->depth = 1 + (a->depth > b->depth ? a->depth : b->depth);
    r->left = a;
    r->right = b;
    return track(r);
}

static char rope_index(const Rope *r, size_t i) {
    while (r->left) {
        if (i < r->weight) r = r->left;
        else { i -= r->weight; r = r->right; }
    }
    return r->text[i];
}

static RopePair split(const Rope *r, size_t i) { /* [0,i) and [i,len) */
    if (!r) return (RopePair){NULL, NULL};
    if (!r->left) {
        if (i == 0) return (RopePair){NULL, r};
        if (i >= r->length) return (RopePair){r, NULL};
        return (RopePair){leaf(r->text, i), leaf(r->text + i, r->length - i)};
    }
    if (i < r->weight) {
        RopePair p = split(r->left, i);
        return (RopePair){p.left, concat(p.right, r->right)};
    }
    RopePair p = split(r->right, i - r->weight);
    return (RopePair){concat(r->left, p.left), p.right};
}

static const Rope *insert(const Rope *r, size_t at, const char *s) {
    RopePair p = split(r, at);
    return concat(concat(p.left, leaf(s, strlen(s))), p.right);
}

static const Rope *erase(const Rope *r, size_t from, size_t n) {
    RopePair a = split(r, from);
    RopePair b = split(a.right, n);
    return concat(a.left, b.right);
}

static void flatten(const Rope *r, char *out) {
    if (!r) return;
    if (!r->left) { memcpy(out, r->text, r->length); return; }
    flatten(r->left, out);
    flatten(r->right, out + r->weight);
}

static int collect(const Rope *r, const Rope **leaves, int n) {
    if (!r) return n;
    if (!r->left) { leaves[n] = r; return n + 1; }
    return collect(r->right, leaves, collect(r->left, leaves, n));
}

static const Rope *build_balanced(const Rope **leaves, int lo, int hi) {
    if (hi - lo == 1) return leaves[lo];
    int mid = (lo + hi) / 2;
    return concat(build_balanced(leaves, lo, mid), build_balanced(leaves, mid, hi));
}

static void show(const char *label, const Rope *r) {
    char buf[512];
    size_t n = r ? r->length : 0;
    if (r) flatten(r, buf);
    buf[n] = '\0';
    printf("%-9s len %3zu depth %2d |%s|\n", label, n, r ? r->depth : 0, buf);
}

int main(void) {
    const Rope *r = leaf("", 0);
    static const char *words[] = {"The ", "quick ", "brown ", "fox ", "jumps ", "over ", "the ", "lazy ", "dog."};
    for (int i = 0; i < 9; i++) r = concat(r, leaf(words[i], strlen(words[i])));
    const Rope *original = r;
    show("built", r);
    r = insert(r, 10, "and sly ");
    show("insert", r);
    r = erase(r, 4, 6);
    show("erase", r);
    r = insert(r, r->length, " Again!");
    r = insert(r, 0, ">> ");
    show("ends", r);
    RopePair halves = split(r, r->length / 2);
    show("left", halves.left);
    show("right", halves.right);
    for (int i = 0; i < 40; i++) r = insert(r, (size_t)(i * 7) % r->length, i % 2 ? "~" : "^");
    show("many", r);
    const Rope *leaves[512];
    int nleaves = collect(r, leaves, 0);
    const Rope *bal = build_balanced(leaves, 0, nleaves);
    printf("rebalanced %d leaves: depth %d -> %d, same text %d\n", nleaves, r->depth, bal->depth,
           r->length == bal->length);
    unsigned h = 0;
    for (size_t i = 0; i < bal->length; i++) h = h * 131u + (unsigned char)rope_index(bal, i);
    printf("index hash %u, char 5 '%c', original still |", h, rope_index(bal, 5));
    char buf[128];
    flatten(original, buf);
    buf[original->length] = '\0';
    printf("%s|\n", buf);
    printf("nodes allocated %d\n", node_count);
    for (int i = 0; i < node_count; i++) free((void *)all_nodes[i]);
    return 0;
}
