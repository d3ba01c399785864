/* A Huffman coder: a tree of node structs built with a min-heap ordered by a comparator
 * function pointer (weight, then a tie-break id), code tables from a recursive walk
 * with a visitor callback, then encoding into bits and decoding back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct hnode {
    unsigned long weight;
    int id;                    /* symbols 0..255, internal nodes 256.. */
    struct hnode *left, *right;
};

typedef int (*node_cmp)(const struct hnode *, const struct hnode *);

struct heap {
    struct hnode *items[512];
    int n;
    node_cmp less;
};

static int lighter(const struct hnode *a, const struct hnode *b)
{
    return a->weight != b->weight ? a->weight < b->weight : a->id < b->id;
}

static void heap_push(struct heap *h, struct hnode *x)
{
    int i = h->n++;
    while (i > 0 && h->less(x, h->items[(i - 1) / 2])) {
        h->items[i] = h->items[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->items[i] = x;
}

static struct hnode *heap_pop(struct heap *h)
{
    struct hnode *top = h->items[0], *last = h->items[--h->n];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && h->less(h->items[c + 1], h->items[c])) c++;
        if (!h->less(h->items[c], last)) break;
        h->items[i] = h->items[c];
        i = c;
    }
    if (h->n) h->items[i] = last;
    return top;
}

struct code { char bits[32]; int len; };

typedef void (*leaf_visitor)(const struct hnode *leaf, const char *path, int depth, void *ctx);

static void walk(const struct hnode *n, char *path, int depth, leaf_visitor visit, void *ctx)
{
    if (!n->left) {
        path[depth] = '\0';
        visit(n, depth ? path : "0", depth ? depth : 1, ctx);
        return;
    }
    path[depth] = '0';
    walk(n->left, path, depth + 1, visit, ctx);
    path[depth] = '1';
    walk(n->right, path, depth + 1, visit, ctx);
}

static void record_code(const struct hnode *leaf, const char *path, int depth, void *ctx)
{
    struct code *table = ctx;
    strcpy(table[leaf->id].bits, path);
    table[leaf->id].len = depth;
}

static void free_tree(struct hnode *n)
{
    if (!n) return;
    free_tree(n->left);
    free_tree(n->right);
    free(n);
}

static int round_trip(const char *text)
{
    unsigned long freq[256] = {0};
    static struct code table[256];
    struct heap h = {{0}, 0, lighter};
    const unsigned char *p;
    int next_id = 256, i, symbols = 0;
    char path[64];

    for (p = (const unsigned char *)text; *p; p++) freq[*p]++;
    for (i = 0; i < 256; i++)
        if (freq[i]) {
            struct hnode *leaf = calloc(1, sizeof *leaf);
            leaf->weight = freq[i];
            leaf->id = i;
            heap_push(&h, leaf);
            symbols++;
        }
    while (h.n > 1) {
        struct hnode *a = heap_pop(&h), *b = heap_pop(&h), *parent = calloc(1, sizeof *parent);
        parent->weight = a->weight + b->weight;
        parent->id = next_id++;
        parent->left = a;
        parent->right = b;
        heap_push(&h, parent);
    }
    struct hnode *root = heap_pop(&h);
    memset(table, 0, sizeof table);
    walk(root, path, 0, record_code, table);

    /* Encode into a bit buffer. */
    size_t nbits = 0, n = strlen(text);
    unsigned char *buf = calloc(n * 4 + 1, 1);
    for (p = (const unsigned char *)text; *p; p++)
        for (i = 0; i < table[*p].len; i++, nbits++)
            if (table[*p].bits[i] == '1') buf[nbits / 8] |= (unsigned char)(1u << (nbits % 8));

    /* Decode by walking the tree. */
    char *out = malloc(n + 1);
    size_t k = 0, bit = 0;
    while (k < n) {
        const struct hnode *node = root;
        if (!node->left) bit++;
        while (node->left) {
            node = (buf[bit / 8] >> (bit % 8)) & 1 ? node->right : node->left;
            bit++;
        }
        out[k++] = (char)node->id;
    }
    out[k] = '\0';

    unsigned long check = 0;
    for (size_t b = 0; b < (nbits + 7) / 8; b++) check = (check * 257 + buf[b]) % 1000000007ul;
    printf("\"%.24s%s\": %d symbols, %zu bytes -> %zu bits (%.3f bits/char), check %lu\n", text,
           n > 24 ? "..." : "", symbols, n, nbits, (double)nbits / (double)n, check);
    for (i = 0; i < 256; i++)
        if (freq[i] && table[i].len <= 3)
            printf("   '%c' x%lu -> %s\n", i, freq[i], table[i].bits);
    int ok = strcmp(out, text) == 0 && bit == nbits;
    free(out);
    free(buf);
    free_tree(root);
    return ok;
}

int main(void)
{
    static const char *texts[] = {
        "abracadabra",
        "aaaaaaaa",
        "the quick brown fox jumps over the lazy dog",
        "it was the best of times, it was the worst of times, it was the age of wisdom",
        "mississippi river banks",
    };
    int ok = 0;
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) ok += round_trip(texts[i]);
    printf("%d of %zu round trips ok\n", ok, sizeof texts / sizeof texts[0]);
    return ok == 5 ? 0 : 1;
}
