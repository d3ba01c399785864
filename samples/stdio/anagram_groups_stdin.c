/* Anagram classes of the words on standard input: lines are read with POSIX getline into
 * a malloc'd buffer, each word's letters are sorted with qsort to form its key, and rows of
 * a fixed-width 2-D char table (key + word) are sorted with qsort to bring classes together. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 128
#define WIDTH 24

static char table[MAX_WORDS][2 * WIDTH];
static int rows;

static int compare_chars(const void *a, const void *b) {
    return *(const unsigned char *)a - *(const unsigned char *)b;
}

static int compare_rows(const void *a, const void *b) {
    return strcmp((const char *)a, (const char *)b);
}

static void add(const char *word) {
    if (rows == MAX_WORDS || strlen(word) >= WIDTH)
        return;
    char key[WIDTH];
    size_t n = 0;
    for (const char *p = word; *p; p++)
        key[n++] = (char)tolower((unsigned char)*p);
    key[n] = '\0';
    qsort(key, n, 1, compare_chars);
    snprintf(table[rows++], 2 * WIDTH, "%s %s", key, word);
}

int main(void) {
    char *line = NULL;
    size_t capacity = 0;
    long length;
    int lines = 0;
    while ((length = getline(&line, &capacity, stdin)) != -1) {
        lines++;
        for (char *word = strtok(line, " \t\r\n,.;"); word; word = strtok(NULL, " \t\r\n,.;"))
            add(word);
    }
    free(line);
    printf("%d lines, %d words\n", lines, rows);

    qsort(table, (size_t)rows, sizeof table[0], compare_rows);
    int classes = 0;
    for (int i = 0; i < rows;) {
        const char *key_end = strchr(table[i], ' ');
        size_t key_len = (size_t)(key_end - table[i]);
        int j = i + 1;
        while (j < rows && strncmp(table[j], table[i], key_len) == 0 && table[j][key_len] == ' ')
            j++;
        if (j - i > 1) {
            classes++;
            printf("%-10.*s:", (int)key_len, table[i]);
            for (int k = i; k < j; k++)
                printf(" %s", strchr(table[k], ' ') + 1);
            putchar('\n');
        }
        i = j;
    }
    printf("%d anagram classes\n", classes);
    return 0;
}
