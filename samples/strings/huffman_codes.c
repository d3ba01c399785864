/* Huffman coding without structs: the tree lives in parallel arrays (weight, left, right,
 * parent), a simple array-based priority selection builds it, codes are read back by
 * walking to the root, and the text is encoded to bits and decoded again to check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SYMBOLS 256
#define NODES (2 * SYMBOLS)

static long weight[NODES];
static int left[NODES], right[NODES], parent[NODES];
static int alive[NODES];
static char codes[SYMBOLS][SYMBOLS];

static int take_lightest(int count) {
    int best = -1;
    for (int i = 0; i < count; i++)
        if (alive[i] && (best < 0 || weight[i] < weight[best]))
            best = i;
    alive[best] = 0;
    return best;
}

int main(void) {
    const char *text = "this is an example of a huffman tree; it compresses "
                       "english text because some letters are far more common than others";
    size_t n = strlen(text);
    for (size_t i = 0; i < n; i++)
        weight[(unsigned char)text[i]]++;

    int used = 0;
    for (int s = 0; s < SYMBOLS; s++) {
        left[s] = right[s] = parent[s] = -1;
        alive[s] = weight[s] > 0;
        used += alive[s];
    }
    int count = SYMBOLS;
    for (int merges = 0; merges < used - 1; merges++) {
        int a = take_lightest(count), b = take_lightest(count);
        weight[count] = weight[a] + weight[b];
        left[count] = a;
        right[count] = b;
        parent[count] = -1;
        parent[a] = parent[b] = count;
        alive[count] = 1;
        count++;
    }

    long total_bits = 0;
    printf("%d distinct symbols\n", used);
    for (int s = 0; s < SYMBOLS; s++) {
        if (weight[s] == 0)
            continue;
        char reversed[SYMBOLS];
        int len = 0;
        for (int node = s; parent[node] >= 0; node = parent[node])
            reversed[len++] = left[parent[node]] == node ? '0' : '1';
        for (int i = 0; i < len; i++)
            codes[s][i] = reversed[len - 1 - i];
        codes[s][len] = '\0';
        total_bits += weight[s] * len;
    }
    for (int s = 0; s < SYMBOLS; s++)
        if (weight[s] >= 5)
            printf("  '%c' x%-3ld %s\n", s, weight[s], codes[s]);

    char *bits = malloc((size_t)total_bits + 1);
    bits[0] = '\0';
    size_t pos = 0;
    for (size_t i = 0; i < n; i++) {
        const char *code = codes[(unsigned char)text[i]];
        size_t len = strlen(code);
        memcpy(bits + pos, code, len);
        pos += len;
    }
    bits[pos] = '\0';
    printf("%zu chars -> %ld bits (%.2f bits/char, %.1f%% of 8-bit)\n", n, total_bits,
           (double)total_bits / n, 100.0 * total_bits / (8.0 * n));
    printf("first 64 bits: %.64s\n", bits);

    char *decoded = malloc(n + 1);
    size_t out = 0;
    int root = count - 1;
    int node = root;
    for (size_t i = 0; i < pos; i++) {
        node = bits[i] == '0' ? left[node] : right[node];
        if (left[node] < 0) {
            decoded[out++] = (char)node;
            node = root;
        }
    }
    decoded[out] = '\0';
    printf("decoded matches: %s\n", strcmp(decoded, text) == 0 ? "yes" : "no");
    free(bits);
    free(decoded);
    return 0;
}
