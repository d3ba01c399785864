/* qsort of strings with comparators over const void *: alphabetical, by length, case
 * insensitive and reversed; then bsearch in the sorted array. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int by_name(const void *a, const void *b) {
    const char *const *x = a;
    const char *const *y = b;
    return strcmp(*x, *y);
}

static int by_length_then_name(const void *a, const void *b) {
    const char *x = *(const char *const *)a;
    const char *y = *(const char *const *)b;
    size_t lx = strlen(x), ly = strlen(y);
    if (lx != ly)
        return lx < ly ? -1 : 1;
    return strcmp(x, y);
}

static int fold_compare(const char *x, const char *y) {
    while (*x && tolower((unsigned char)*x) == tolower((unsigned char)*y)) {
        x++;
        y++;
    }
    return tolower((unsigned char)*x) - tolower((unsigned char)*y);
}

static int case_insensitive(const void *a, const void *b) {
    int r = fold_compare(*(const char *const *)a, *(const char *const *)b);
    return r != 0 ? r : strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int reversed(const void *a, const void *b) {
    return -by_name(a, b);
}

static void show(const char *title, const char **words, size_t n) {
    printf("%-18s", title);
    for (size_t i = 0; i < n; i++)
        printf(" %s", words[i]);
    putchar('\n');
}

int main(void) {
    const char *words[] = {"pear",   "Apple", "fig",   "banana", "cherry", "kiwi", "Date",
                           "grape",  "lemon", "Mango", "apple",  "plum",   "lime", "quince",
                           "orange", "nectarine"};
    size_t n = COUNT(words);

    show("original:", words, n);
    qsort(words, n, sizeof words[0], by_name);
    show("strcmp:", words, n);
    qsort(words, n, sizeof words[0], by_length_then_name);
    show("length, name:", words, n);
    qsort(words, n, sizeof words[0], case_insensitive);
    show("case-insensitive:", words, n);
    qsort(words, n, sizeof words[0], reversed);
    show("reversed:", words, n);

    qsort(words, n, sizeof words[0], by_name);
    const char *queries[] = {"kiwi", "Apple", "apricot", "quince", "zucchini"};
    for (size_t i = 0; i < COUNT(queries); i++) {
        const char **hit = bsearch(&queries[i], words, n, sizeof words[0], by_name);
        if (hit != NULL)
            printf("%-9s found at index %td\n", queries[i], hit - words);
        else
            printf("%-9s not found\n", queries[i]);
    }
    return 0;
}
