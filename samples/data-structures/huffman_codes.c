/* Huffman coding: symbol frequencies from a text, a min-heap of tree nodes (ties broken by
 * a creation sequence number so the tree is deterministic), code table generation, bit
 * packing of the encoded text into bytes, and decoding by walking the tree. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct HNode {
    unsigned long weight;
    int seq;            /* tie-break: earlier nodes first */
    int symbol;         /* -1 for internal nodes */
    struct HNode *zero, *one;
} HNode;

typedef struct {
    HNode *items[256];
    int n;
} MinHeap;

typedef struct {
    uint32_t bits; /* code, most significant bit first within `length` */
    int length;
} Code;

typedef struct {
    uint8_t *bytes;
    size_t nbits, cap;
} BitWriter;

static int node_less(const HNode *a, const HNode *b) {
    return a->weight != b->weight ? a->weight < b->weight : a->seq < b->seq;
}

static void heap_push(MinHeap *h, HNode *x) {
    int i = h->n++;
    while (i > 0 && node_less(x, h->items[(i - 1) / 2])) {
        h->items[i] = h->items[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->items[i] = x;
}

static HNode *heap_pop(MinHeap *h) {
    HNode *top = h->items[0], *last = h->items[--h->n];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && node_less(h->items[c + 1], h->items[c])) c++;
        if (!node_less(h->items[c], last)) break;
        h->items[i] = h->items[c];
        i = c;
    }
    if (h->n > 0) h->items[i] = last;
    return top;
}

static HNode *build_tree(const unsigned long freq[256], HNode *pool, int *used) {
    MinHeap h = {.n = 0};
    for (int s = 0; s < 256; s++)
        if (freq[s]) {
            pool[*used] = (HNode){freq[s], *used, s, NULL, NULL};
            heap_push(&h, &pool[(*used)++]);
        }
    while (h.n > 1) {
        HNode *a = heap_pop(&h);
        HNode *b = heap_pop(&h);
        pool[*used] = (HNode){a->weight + b->weight, *used, -1, a, b};
        heap_push(&h, &pool[(*used)++]);
    }
    return heap_pop(&h);
}

static void assign_codes(const HNode *n, Code prefix, Code table[256]) {
    if (n->symbol >= 0) {
        table[n->symbol] = prefix.length ? prefix : (Code){0, 1};
        return;
    }
    Code z = {prefix.bits << 1, prefix.length + 1}, o = {(prefix.bits << 1) | 1u, prefix.length + 1};
    assign_codes(n->zero, z, table);
    assign_codes(n->one, o, table);
}

static void put_bits(BitWriter *w, Code c) {
    for (int i = c.length - 1; i >= 0; i--) {
        if (w->nbits / 8 >= w->cap) {
            w->cap = w->cap * 2 + 16;
            w->bytes = realloc(w->bytes, w->cap);
        }
        size_t byte = w->nbits / 8;
        if (w->nbits % 8 == 0) w->bytes[byte] = 0;
        if ((c.bits >> i) & 1u) w->bytes[byte] |= (uint8_t)(0x80u >> (w->nbits % 8));
        w->nbits++;
    }
}

static size_t decode(const HNode *root, const BitWriter *w, char *out, size_t max) {
    size_t n = 0;
    const HNode *cur = root;
    for (size_t i = 0; i < w->nbits && n < max; i++) {
        int bit = (w->bytes[i / 8] >> (7 - i % 8)) & 1;
        if (root->symbol < 0) cur = bit ? cur->one : cur->zero;
        if (cur->symbol >= 0) {
            out[n++] = (char)cur->symbol;
            cur = root;
        }
    }
    out[n] = '\0';
    return n;
}

int main(void) {
    static const char text[] =
        "it was the best of times, it was the worst of times, it was the age of wisdom, "
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of "
        "incredulity, it was the season of light, it was the season of darkness";
    size_t len = strlen(text);
    unsigned long freq[256] = {0};
    for (size_t i = 0; i < len; i++) freq[(unsigned char)text[i]]++;
    HNode pool[512];
    int used = 0;
    HNode *root = build_tree(freq, pool, &used);
    Code table[256];
    memset(table, 0, sizeof table);
    assign_codes(root, (Code){0, 0}, table);
    int distinct = 0;
    unsigned long total_bits = 0;
    for (int s = 0; s < 256; s++)
        if (freq[s]) {
            distinct++;
            total_bits += freq[s] * (unsigned long)table[s].length;
        }
    printf("%zu chars, %d symbols, %d tree nodes, root weight %lu\n", len, distinct, used, root->weight);
    for (int s = 0; s < 256; s++)
        if (freq[s] >= 8) {
            printf("  '%c' x%-3lu ", s, freq[s]);
            for (int i = table[s].length - 1; i >= 0; i--) putchar('0' + (int)((table[s].bits >> i) & 1u));
            putchar('\n');
        }
    BitWriter w = {NULL, 0, 0};
    for (size_t i = 0; i < len; i++) put_bits(&w, table[(unsigned char)text[i]]);
    printf("encoded %zu bits (%zu bytes) vs %zu bytes raw, ratio %.3f\n", w.nbits, (w.nbits + 7) / 8, len,
           (double)w.nbits / (double)(8 * len));
    uint32_t crc = 0;
    for (size_t i = 0; i < (w.nbits + 7) / 8; i++) crc = (crc << 5 | crc >> 27) ^ w.bytes[i];
    printf("packed checksum %08x, first bytes %02x %02x %02x %02x\n", crc, w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3]);
    char back[sizeof text];
    size_t n = decode(root, &w, back, sizeof back - 1);
    int same = n == len && strcmp(back, text) == 0;
    printf("decoded %zu chars, round trip %s\n", n, same ? "ok" : "FAILED");
    free(w.bytes);
    return same && total_bits == w.nbits ? 0 : 1;
}
