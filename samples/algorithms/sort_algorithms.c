/* Sorting algorithms checked against qsort: insertion sort, a malloc'd-buffer merge sort,
 * and shell sort over the same rand()-generated data (fixed seed), with comparison counts. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long comparisons;

static int less(int a, int b) {
    comparisons++;
    return a < b;
}

static void insertion_sort(int *a, size_t n) {
    for (size_t i = 1; i < n; i++) {
        int v = a[i];
        size_t j = i;
        while (j > 0 && less(v, a[j - 1])) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = v;
    }
}

static void merge_sort_rec(int *a, int *tmp, size_t n) {
    if (n < 2)
        return;
    size_t mid = n / 2;
    merge_sort_rec(a, tmp, mid);
    merge_sort_rec(a + mid, tmp, n - mid);
    size_t i = 0, j = mid, k = 0;
    while (i < mid && j < n)
        tmp[k++] = less(a[j], a[i]) ? a[j++] : a[i++];
    while (i < mid)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}

static void merge_sort(int *a, size_t n) {
    int *tmp = malloc(n * sizeof *tmp);
    merge_sort_rec(a, tmp, n);
    free(tmp);
}

static void shell_sort(int *a, size_t n) {
    size_t gap = 1;
    while (gap < n / 3)
        gap = 3 * gap + 1;
    for (; gap > 0; gap /= 3)
        for (size_t i = gap; i < n; i++) {
            int v = a[i];
            size_t j = i;
            while (j >= gap && less(v, a[j - gap])) {
                a[j] = a[j - gap];
                j -= gap;
            }
            a[j] = v;
        }
}

static int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

typedef void (*sorter)(int *, size_t);

int main(void) {
    const size_t sizes[] = {10, 100, 1000};
    const char *names[] = {"insertion", "merge", "shell"};
    sorter sorts[] = {insertion_sort, merge_sort, shell_sort};
    srand(1234);
    for (int s = 0; s < 3; s++) {
        size_t n = sizes[s];
        int *original = malloc(n * sizeof *original);
        int *expected = malloc(n * sizeof *expected);
        int *work = malloc(n * sizeof *work);
        for (size_t i = 0; i < n; i++)
            original[i] = rand() % 1000 - 500;
        memcpy(expected, original, n * sizeof *expected);
        qsort(expected, n, sizeof *expected, compare_ints);
        printf("n=%zu: min %d median %d max %d\n", n, expected[0], expected[n / 2],
               expected[n - 1]);
        for (int k = 0; k < 3; k++) {
            memcpy(work, original, n * sizeof *work);
            comparisons = 0;
            sorts[k](work, n);
            int same = memcmp(work, expected, n * sizeof *work) == 0;
            assert(same);
            printf("  %-9s %8ld comparisons, %s\n", names[k], comparisons,
                   same ? "matches qsort" : "WRONG");
        }
        free(original);
        free(expected);
        free(work);
    }
    return 0;
}
