/* Knuth-Morris-Pratt substring search checked against strstr: the failure function,
 * every match position of each pattern in a text, and a count of character comparisons. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *failure_function(const char *pattern, size_t m) {
    int *fail = malloc((m + 1) * sizeof *fail);
    fail[0] = -1;
    int k = -1;
    for (size_t i = 0; i < m; i++) {
        while (k >= 0 && pattern[k] != pattern[i])
            k = fail[k];
        k++;
        fail[i + 1] = k;
    }
    return fail;
}

static int kmp_all(const char *text, const char *pattern, size_t *positions, long *compares) {
    size_t n = strlen(text), m = strlen(pattern);
    int *fail = failure_function(pattern, m);
    int found = 0, k = 0;
    *compares = 0;
    for (size_t i = 0; i < n; i++) {
        while (k >= 0 && (++*compares, pattern[k] != text[i]))
            k = fail[k];
        k++;
        if ((size_t)k == m) {
            positions[found++] = i + 1 - m;
            k = fail[k];
        }
    }
    free(fail);
    return found;
}

static int strstr_all(const char *text, const char *pattern, size_t *positions) {
    int found = 0;
    for (const char *p = text; (p = strstr(p, pattern)) != NULL; p++)
        positions[found++] = (size_t)(p - text);
    return found;
}

int main(void) {
    const char *text = "abracadabra abracadabra, said the magician: abra-ca-dabra! aaaaab";
    const char *patterns[] = {"abra", "cad", "a", "aab", "dabra!", "xyz", "abracadabra"};

    const char *demo = "ababaca";
    int *fail = failure_function(demo, strlen(demo));
    printf("failure(%s):", demo);
    for (size_t i = 0; i <= strlen(demo); i++)
        printf(" %d", fail[i]);
    putchar('\n');
    free(fail);

    size_t a[128], b[128];
    for (int p = 0; p < 7; p++) {
        long compares;
        int n1 = kmp_all(text, patterns[p], a, &compares);
        int n2 = strstr_all(text, patterns[p], b);
        int agree = n1 == n2 && memcmp(a, b, (size_t)n1 * sizeof a[0]) == 0;
        printf("%-12s %2d match%s (%ld compares) %s:", patterns[p], n1, n1 == 1 ? " " : "es",
               compares, agree ? "agrees" : "DISAGREES");
        for (int i = 0; i < n1 && i < 10; i++)
            printf(" %zu", a[i]);
        if (n1 > 10)
            printf(" ...");
        putchar('\n');
    }
    return 0;
}
