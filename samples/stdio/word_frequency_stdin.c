/* Word frequencies of standard input: words are lower-cased runs of letters (and inner
 * apostrophes), stored as malloc'd strings in a growing array, sorted with qsort, counted,
 * and the top entries sorted again by count. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char **words;
static size_t word_count, word_capacity;

static void add_word(const char *w) {
    if (word_count == word_capacity) {
        word_capacity = word_capacity ? word_capacity * 2 : 16;
        words = realloc(words, word_capacity * sizeof *words);
    }
    words[word_count++] = strdup(w);
}

static int by_text(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* unique[i] is the first index of a run of equal words, counts[i] its length. */
static size_t *unique_first;
static int *unique_count;

static int by_count_desc(const void *a, const void *b) {
    size_t i = *(const size_t *)a, j = *(const size_t *)b;
    if (unique_count[i] != unique_count[j])
        return unique_count[j] - unique_count[i];
    return strcmp(words[unique_first[i]], words[unique_first[j]]);
}

int main(void) {
    char buf[64];
    size_t len = 0;
    int c;
    do {
        c = getchar();
        if (isalpha(c) || (c == '\'' && len > 0)) {
            if (len < sizeof buf - 1)
                buf[len++] = (char)tolower(c);
        } else if (len > 0) {
            while (len > 0 && buf[len - 1] == '\'')
                len--;
            buf[len] = '\0';
            if (len > 0)
                add_word(buf);
            len = 0;
        }
    } while (c != EOF);

    qsort(words, word_count, sizeof *words, by_text);
    unique_first = malloc(word_count * sizeof *unique_first);
    unique_count = malloc(word_count * sizeof *unique_count);
    size_t unique = 0;
    for (size_t i = 0; i < word_count; i++) {
        if (i == 0 || strcmp(words[i], words[i - 1]) != 0) {
            unique_first[unique] = i;
            unique_count[unique] = 0;
            unique++;
        }
        unique_count[unique - 1]++;
    }
    printf("%zu words, %zu distinct\n", word_count, unique);

    size_t *order = malloc(unique * sizeof *order);
    for (size_t i = 0; i < unique; i++)
        order[i] = i;
    qsort(order, unique, sizeof *order, by_count_desc);
    puts("most frequent:");
    for (size_t i = 0; i < unique && i < 12; i++)
        printf("%4d  %s\n", unique_count[order[i]], words[unique_first[order[i]]]);

    size_t longest = 0;
    for (size_t i = 1; i < unique; i++)
        if (strlen(words[unique_first[i]]) > strlen(words[unique_first[longest]]))
            longest = i;
    printf("longest word: %s\n", words[unique_first[longest]]);
    printf("first and last alphabetically: %s, %s\n", words[0], words[word_count - 1]);

    for (size_t i = 0; i < word_count; i++)
        free(words[i]);
    free(words);
    free(unique_first);
    free(unique_count);
    free(order);
    return 0;
}
