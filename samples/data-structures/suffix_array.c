/* Suffix array by prefix doubling (rank pairs sorted with qsort, ties impossible because
 * the comparator falls back to the suffix index), Kasai's LCP array, and their uses:
 * substring search by binary search, longest repeated substring, distinct substrings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int index;
    int rank[2];
} Suffix;

static int suffix_cmp(const void *pa, const void *pb) {
    const Suffix *a = pa, *b = pb;
    if (a->rank[0] != b->rank[0]) return a->rank[0] < b->rank[0] ? -1 : 1;
    if (a->rank[1] != b->rank[1]) return a->rank[1] < b->rank[1] ? -1 : 1;
    return a->index - b->index;
}

static int *build_suffix_array(const char *s, int n) {
    Suffix *suf = malloc(sizeof(Suffix) * (size_t)n);
    int *pos = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
        suf[i] = (Suffix){i, {(unsigned char)s[i], i + 1 < n ? (unsigned char)s[i + 1] : -1}};
    qsort(suf, (size_t)n, sizeof(Suffix), suffix_cmp);
    for (int k = 4; k < 2 * n; k *= 2) {
        int rank = 0, prev0 = suf[0].rank[0], prev1 = suf[0].rank[1];
        suf[0].rank[0] = 0;
        pos[suf[0].index] = 0;
        for (int i = 1; i < n; i++) {
            if (suf[i].rank[0] != prev0 || suf[i].rank[1] != prev1) rank++;
            prev0 = suf[i].rank[0];
            prev1 = suf[i].rank[1];
            suf[i].rank[0] = rank;
            pos[suf[i].index] = i;
        }
        for (int i = 0; i < n; i++) {
            int next = suf[i].index + k / 2;
            suf[i].rank[1] = next < n ? suf[pos[next]].rank[0] : -1;
        }
        qsort(suf, (size_t)n, sizeof(Suffix), suffix_cmp);
    }
    int *sa = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) sa[i] = suf[i].index;
    free(suf);
    free(pos);
    return sa;
}

static int *kasai_lcp(const char *s, int n, const int *sa) {
    int *rank = malloc(sizeof(int) * (size_t)n), *lcp = calloc((size_t)n, sizeof(int));
    for (int i = 0; i < n; i++) rank[sa[i]] = i;
    int h = 0;
    for (int i = 0; i < n; i++) {
        if (rank[i] > 0) {
            int j = sa[rank[i] - 1];
            while (i + h < n && j + h < n && s[i + h] == s[j + h]) h++;
            lcp[rank[i]] = h;
            if (h > 0) h--;
        } else {
            h = 0;
        }
    }
    free(rank);
    return lcp;
}

/* Range [lo, hi) of suffixes starting with pattern. */
static void find_range(const char *s, const int *sa, int n, const char *pat, int *lo, int *hi) {
    size_t m = strlen(pat);
    int a = 0, b = n;
    while (a < b) {
        int mid = (a + b) / 2;
        if (strncmp(s + sa[mid], pat, m) < 0) a = mid + 1;
        else b = mid;
    }
    *lo = a;
    b = n;
    while (a < b) {
        int mid = (a + b) / 2;
        if (strncmp(s + sa[mid], pat, m) <= 0) a = mid + 1;
        else b = mid;
    }
    *hi = a;
}

int main(void) {
    static const char text[] = "she sells sea shells by the sea shore; the shells she sells are sea shells for sure";
    int n = (int)strlen(text);
    int *sa = build_suffix_array(text, n);
    int *lcp = kasai_lcp(text, n, sa);
    int sorted = 1;
    for (int i = 1; i < n; i++) sorted &= strcmp(text + sa[i - 1], text + sa[i]) < 0;
    printf("n %d, suffixes sorted: %d\nfirst suffixes:\n", n, sorted);
    for (int i = 0; i < 6; i++) printf("  %2d lcp %d |%.24s|\n", sa[i], lcp[i], text + sa[i]);
    int best = 0, at = 0;
    long distinct = 0;
    for (int i = 0; i < n; i++) {
        distinct += (n - sa[i]) - lcp[i];
        if (lcp[i] > best) { best = lcp[i]; at = sa[i]; }
    }
    printf("longest repeat (%d): |%.*s|\n", best, best, text + at);
    printf("distinct substrings %ld\n", distinct);
    static const char *pats[] = {"sea", "shells", "s", "sure", "shore", "xyz", "he s"};
    for (int p = 0; p < 7; p++) {
        int lo, hi;
        find_range(text, sa, n, pats[p], &lo, &hi);
        int first = n;
        for (int i = lo; i < hi; i++) if (sa[i] < first) first = sa[i];
        printf("%-7s occurs %2d times, first at %d\n", pats[p], hi - lo, hi > lo ? first : -1);
    }
    free(sa);
    free(lcp);
    return sorted ? 0 : 1;
}
