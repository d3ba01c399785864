/* A sorting benchmark harness: several sort algorithms behind one function-pointer
 * type, run on several input generators, checked against each other, with comparison
 * counts (deterministic work measures instead of times). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*cmp_fn)(int, int);
typedef void (*sort_fn)(int *a, int n, cmp_fn cmp);
typedef void (*gen_fn)(int *a, int n);

static long comparisons;

static int ascending(int x, int y) { comparisons++; return (x > y) - (x < y); }
static int descending(int x, int y) { comparisons++; return (x < y) - (x > y); }

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }

static void insertion_sort(int *a, int n, cmp_fn cmp)
{
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && cmp(a[j], v) > 0) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}

static void shell_sort(int *a, int n, cmp_fn cmp)
{
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            int v = a[i], j = i;
            while (j >= gap && cmp(a[j - gap], v) > 0) { a[j] = a[j - gap]; j -= gap; }
            a[j] = v;
        }
    }
}

static void quick_sort(int *a, int n, cmp_fn cmp)
{
    while (n > 1) {
        int mid = n / 2, i, last = 0;
        swap(&a[0], &a[mid]);
        for (i = 1; i < n; i++)
            if (cmp(a[i], a[0]) < 0) swap(&a[++last], &a[i]);
        swap(&a[0], &a[last]);
        quick_sort(a, last, cmp);
        a += last + 1;
        n -= last + 1;
    }
}

static void sift_down(int *a, int root, int n, cmp_fn cmp)
{
    for (;;) {
        int child = 2 * root + 1;
        if (child >= n) return;
        if (child + 1 < n && cmp(a[child], a[child + 1]) < 0) child++;
        if (cmp(a[root], a[child]) >= 0) return;
        swap(&a[root], &a[child]);
        root = child;
    }
}

static void heap_sort(int *a, int n, cmp_fn cmp)
{
    for (int i = n / 2 - 1; i >= 0; i--) sift_down(a, i, n, cmp);
    for (int end = n - 1; end > 0; end--) {
        swap(&a[0], &a[end]);
        sift_down(a, 0, end, cmp);
    }
}

static int *merge_tmp;
static void merge_sort(int *a, int n, cmp_fn cmp)
{
    if (n < 2) return;
    int h = n / 2, i = 0, j = h, k = 0;
    merge_sort(a, h, cmp);
    merge_sort(a + h, n - h, cmp);
    while (i < h && j < n) merge_tmp[k++] = cmp(a[j], a[i]) < 0 ? a[j++] : a[i++];
    while (i < h) merge_tmp[k++] = a[i++];
    while (j < n) merge_tmp[k++] = a[j++];
    memcpy(a, merge_tmp, (size_t)n * sizeof *a);
}

static unsigned seed;
static void gen_random(int *a, int n) { for (int i = 0; i < n; i++) { seed = seed * 1664525u + 1013904223u; a[i] = (int)(seed >> 20); } }
static void gen_sorted(int *a, int n) { for (int i = 0; i < n; i++) a[i] = i * 3; }
static void gen_reversed(int *a, int n) { for (int i = 0; i < n; i++) a[i] = n - i; }
static void gen_few_keys(int *a, int n) { for (int i = 0; i < n; i++) a[i] = (i * 7919) % 5; }

static const struct { const char *name; sort_fn sort; } sorts[] = {
    {"insertion", insertion_sort}, {"shell", shell_sort}, {"quick", quick_sort},
    {"heap", heap_sort}, {"merge", merge_sort},
};
static const struct { const char *name; gen_fn gen; } gens[] = {
    {"random", gen_random}, {"sorted", gen_sorted}, {"reversed", gen_reversed}, {"few-keys", gen_few_keys},
};

static int is_sorted(const int *a, int n, cmp_fn cmp)
{
    for (int i = 1; i < n; i++)
        if (cmp(a[i - 1], a[i]) > 0) return 0;
    return 1;
}

int main(void)
{
    enum { N = 600 };
    static int input[N], work[N], reference[4][N], tmp[N];
    static const cmp_fn orders[] = {ascending, descending};
    int failures = 0;
    merge_tmp = tmp;
    for (size_t o = 0; o < 2; o++) {
        printf("%s order\n%-9s", o ? "descending" : "ascending", "");
        for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) printf(" %9s", gens[g].name);
        printf("\n");
        for (size_t s = 0; s < sizeof sorts / sizeof sorts[0]; s++) {
            printf("%-9s", sorts[s].name);
            for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) {
                seed = 2024;
                gens[g].gen(input, N);
                memcpy(work, input, sizeof input);
                comparisons = 0;
                sorts[s].sort(work, N, orders[o]);
                long used = comparisons;
                if (s == 0) memcpy(reference[g], work, sizeof work);
                int ok = is_sorted(work, N, orders[o]) && memcmp(work, reference[g], sizeof work) == 0;
                if (!ok) failures++;
                printf(" %8ld%c", used, ok ? ' ' : '!');
            }
            printf("\n");
        }
    }
    long sum = 0;
    for (int g = 0; g < 4; g++)
        for (int i = 0; i < N; i++) sum += (long)reference[g][i] * (i + 1) * (g + 1);
    printf("weighted checksum %ld, failures %d\n", sum, failures);
    return failures;
}
