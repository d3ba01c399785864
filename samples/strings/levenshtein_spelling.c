/* Spelling suggestions by Levenshtein edit distance: two malloc'd rows of the dynamic
 * programming table, case folded with tolower, and the closest dictionary words for each
 * misspelling (ties broken alphabetically with strcmp). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t min3(size_t a, size_t b, size_t c) {
    size_t m = a < b ? a : b;
    return m < c ? m : c;
}

static size_t edit_distance(const char *s, const char *t) {
    size_t n = strlen(s), m = strlen(t);
    size_t *prev = malloc((m + 1) * sizeof *prev);
    size_t *cur = malloc((m + 1) * sizeof *cur);
    for (size_t j = 0; j <= m; j++)
        prev[j] = j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t cost = tolower((unsigned char)s[i - 1]) != tolower((unsigned char)t[j - 1]);
            cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        }
        size_t *swap = prev;
        prev = cur;
        cur = swap;
    }
    size_t d = prev[m];
    free(prev);
    free(cur);
    return d;
}

int main(void) {
    const char *dictionary[] = {"algorithm", "allocate", "assembly", "compiler", "dominator",
                                "function",  "integer",  "language", "pointer",  "register",
                                "semantic",  "separate", "variable", "receive",  "necessary",
                                "definitely", "occurrence", "parser"};
    size_t dict_size = sizeof dictionary / sizeof dictionary[0];
    const char *typos[] = {"algoritm", "Compiller", "seperate", "recieve", "neccessary",
                           "definately", "ocurrence", "pointr", "regster", "xyzzy", "parsers"};

    printf("distance(kitten, sitting) = %zu\n", edit_distance("kitten", "sitting"));
    printf("distance(flaw, lawn) = %zu\n", edit_distance("flaw", "lawn"));
    printf("distance(\"\", abc) = %zu\n\n", edit_distance("", "abc"));

    for (size_t t = 0; t < sizeof typos / sizeof typos[0]; t++) {
        size_t best = (size_t)-1;
        const char *best_word = NULL;
        for (size_t d = 0; d < dict_size; d++) {
            size_t dist = edit_distance(typos[t], dictionary[d]);
            if (dist < best || (dist == best && strcmp(dictionary[d], best_word) < 0)) {
                best = dist;
                best_word = dictionary[d];
            }
        }
        if (best <= 3)
            printf("%-11s -> %-11s (distance %zu)\n", typos[t], best_word, best);
        else
            printf("%-11s -> no suggestion (closest %s at %zu)\n", typos[t], best_word, best);
    }
    return 0;
}
