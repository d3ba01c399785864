/* A left-leaning red-black tree (Sedgewick's 2-3 variant) used as an ordered symbol table
 * from words to line numbers: insertion with rotations and colour flips, floor/ceiling
 * queries, rank, and a verifier for black balance and the no-red-right-link rule. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { BLACK = 0, RED = 1 } Colour;

typedef struct Rb {
    char key[16];
    int first_line, hits;
    Colour colour;
    int size;
    struct Rb *left, *right;
} Rb;

typedef struct {
    int rotl, rotr, flips;
} Counters;

static Counters ops;

static bool is_red(const Rb *h) { return h && h->colour == RED; }
static int size(const Rb *h) { return h ? h->size : 0; }
static void resize(Rb *h) { h->size = 1 + size(h->left) + size(h->right); }

static Rb *rotate_left(Rb *h) {
    Rb *x = h->right;
    h->right = x->left;
    x->left = h;
    x->colour = h->colour;
    h->colour = RED;
    x->size = h->size;
    resize(h);
    ops.rotl++;
    return x;
}

static Rb *rotate_right(Rb *h) {
    Rb *x = h->left;
    h->left = x->right;
    x->right = h;
    x->colour = h->colour;
    h->colour = RED;
    x->size = h->size;
    resize(h);
    ops.rotr++;
    return x;
}

static void flip_colours(Rb *h) {
    h->colour = RED;
    h->left->colour = BLACK;
    h->right->colour = BLACK;
    ops.flips++;
}

static Rb *put(Rb *h, const char *key, int line) {
    if (!h) {
        Rb *n = calloc(1, sizeof *n);
        snprintf(n->key, sizeof n->key, "%s", key);
        n->first_line = line;
        n->hits = 1;
        n->colour = RED;
        n->size = 1;
        return n;
    }
    int c = strcmp(key, h->key);
    if (c < 0) h->left = put(h->left, key, line);
    else if (c > 0) h->right = put(h->right, key, line);
    else h->hits++;
    if (is_red(h->right) && !is_red(h->left)) h = rotate_left(h);
    if (is_red(h->left) && is_red(h->left->left)) h = rotate_right(h);
    if (is_red(h->left) && is_red(h->right)) flip_colours(h);
    resize(h);
    return h;
}

static const Rb *floor_of(const Rb *h, const char *key) {
    const Rb *best = NULL;
    while (h) {
        int c = strcmp(key, h->key);
        if (c == 0) return h;
        if (c < 0) h = h->left;
        else { best = h; h = h->right; }
    }
    return best;
}

static const Rb *ceiling_of(const Rb *h, const char *key) {
    const Rb *best = NULL;
    while (h) {
        int c = strcmp(key, h->key);
        if (c == 0) return h;
        if (c > 0) h = h->right;
        else { best = h; h = h->left; }
    }
    return best;
}

static int rank(const Rb *h, const char *key) {
    int r = 0;
    while (h) {
        int c = strcmp(key, h->key);
        if (c < 0) h = h->left;
        else if (c > 0) { r += 1 + size(h->left); h = h->right; }
        else return r + size(h->left);
    }
    return r;
}

/* Black height, or -1 when a rule is broken. */
static int verify(const Rb *h) {
    if (!h) return 1;
    if (is_red(h->right)) return -1;
    if (is_red(h) && is_red(h->left)) return -1;
    int l = verify(h->left), r = verify(h->right);
    if (l < 0 || r < 0 || l != r) return -1;
    return l + (h->colour == BLACK);
}

static int depth(const Rb *h) {
    if (!h) return 0;
    int l = depth(h->left), r = depth(h->right);
    return 1 + (l > r ? l : r);
}

/* In order, so that among equal counts the alphabetically first word wins. */
static void most_frequent(const Rb *h, const Rb **best) {
    if (!h) return;
    most_frequent(h->left, best);
    if (h->hits > (*best)->hits || (h->hits == (*best)->hits && strcmp(h->key, (*best)->key) < 0)) *best = h;
    most_frequent(h->right, best);
}

static void release(Rb *h) {
    if (!h) return;
    release(h->left);
    release(h->right);
    free(h);
}

int main(void) {
    Rb *root = NULL;
    char word[16];
    int len = 0, line = 1, c, words = 0;
    while ((c = getchar()) != EOF) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            if (len < 15) word[len++] = (char)(c | 0x20);
            continue;
        }
        if (len) {
            word[len] = '\0';
            root = put(root, word, line);
            root->colour = BLACK;
            words++;
            len = 0;
        }
        if (c == '\n') line++;
    }
    printf("words %d distinct %d lines %d\n", words, size(root), line - 1);
    printf("black height %d depth %d rotations L%d R%d flips %d\n", verify(root), depth(root), ops.rotl,
           ops.rotr, ops.flips);
    static const char *queries[] = {"algorithm", "m", "red", "tree", "zzz", "b", "aaa"};
    for (int i = 0; i < 7; i++) {
        const Rb *f = floor_of(root, queries[i]), *cl = ceiling_of(root, queries[i]);
        printf("%-10s rank %3d floor %-12s ceiling %-12s\n", queries[i], rank(root, queries[i]),
               f ? f->key : "-", cl ? cl->key : "-");
    }
    const Rb *most = root;
    most_frequent(root, &most);
    printf("most frequent: %s (%d times, first on line %d)\n", most->key, most->hits, most->first_line);
    bool ok = verify(root) > 0;
    release(root);
    return ok ? 0 : 1;
}
