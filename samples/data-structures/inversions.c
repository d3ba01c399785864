/* Counting inversions three ways over arrays of ranked records: O(n^2) brute force, merge
 * sort with a split-inversion count (records moved by value through a scratch buffer),
 * and a Fenwick tree over coordinate-compressed keys; then Kendall tau distance between
 * two rankings of the same items. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int key;
    int item;
} Ranked;

typedef struct {
    long *tree;
    int n;
} Fenwick;

static long brute(const Ranked *a, int n) {
    long inv = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) inv += a[i].key > a[j].key;
    return inv;
}

static long merge_count(Ranked *a, Ranked *tmp, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long inv = merge_count(a, tmp, lo, mid) + merge_count(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[j].key < a[i].key) {
            inv += mid - i; /* a[j] jumps over every remaining left element */
            tmp[k++] = a[j++];
        } else {
            tmp[k++] = a[i++];
        }
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, sizeof(Ranked) * (size_t)(hi - lo));
    return inv;
}

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static long fenwick_count(const Ranked *a, int n) {
    int *keys = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) keys[i] = a[i].key;
    qsort(keys, (size_t)n, sizeof(int), cmp_int);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || keys[i] != keys[m - 1]) keys[m++] = keys[i];
    Fenwick f = {calloc((size_t)m + 1, sizeof(long)), m};
    long inv = 0;
    for (int i = n - 1; i >= 0; i--) {
        int *at = bsearch(&a[i].key, keys, (size_t)m, sizeof(int), cmp_int);
        int r = (int)(at - keys) + 1;
        for (int x = r - 1; x > 0; x -= x & -x) inv += f.tree[x]; /* strictly smaller keys to the right */
        for (int x = r; x <= f.n; x += x & -x) f.tree[x]++;
    }
    free(keys);
    free(f.tree);
    return inv;
}

int main(void) {
    static const int sizes[] = {1, 2, 10, 100, 1000, 3000};
    int bad = 0;
    for (int t = 0; t < 6; t++) {
        int n = sizes[t];
        Ranked *a = malloc(sizeof(Ranked) * (size_t)n), *b = malloc(sizeof(Ranked) * (size_t)n),
               *tmp = malloc(sizeof(Ranked) * (size_t)n);
        unsigned s = 99u + (unsigned)t;
        for (int i = 0; i < n; i++) {
            s = s * 1103515245u + 12345u;
            a[i] = (Ranked){(int)((s >> 10) % (unsigned)(n * 2 + 1)), i};
        }
        memcpy(b, a, sizeof(Ranked) * (size_t)n);
        long x = brute(a, n), y = merge_count(b, tmp, 0, n), z = fenwick_count(a, n);
        int sorted = 1;
        for (int i = 1; i < n; i++) sorted &= b[i - 1].key <= b[i].key;
        bad += x != y || y != z || !sorted;
        printf("n=%4d inversions brute %7ld merge %7ld fenwick %7ld sorted %d\n", n, x, y, z, sorted);
        free(a);
        free(b);
        free(tmp);
    }
    /* Kendall tau distance between two judges' rankings of 8 items */
    static const char *items[8] = {"ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen"};
    static const int judge1[8] = {3, 0, 5, 1, 7, 2, 6, 4}, judge2[8] = {0, 3, 1, 5, 2, 7, 4, 6};
    int pos2[8];
    for (int i = 0; i < 8; i++) pos2[judge2[i]] = i;
    Ranked seq[8], scratch[8];
    for (int i = 0; i < 8; i++) seq[i] = (Ranked){pos2[judge1[i]], judge1[i]};
    long d = merge_count(seq, scratch, 0, 8);
    printf("judge 1 order:");
    for (int i = 0; i < 8; i++) printf(" %s", items[judge1[i]]);
    printf("\nkendall tau distance %ld of 28 pairs, tau = %.4f\n", d, 1.0 - 2.0 * (double)d / 28.0);
    return bad;
}
