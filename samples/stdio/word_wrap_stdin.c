/* Text formatting like fmt(1): paragraphs from standard input (separated by blank lines)
 * are refilled to a width of 36, once left-aligned and once fully justified by spreading
 * the spare spaces from the left; words are gathered with strtok into a malloc'd array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 36

static char *words[512];
static int word_count;

static void emit_line(int first, int last, int justify) {
    int letters = 0;
    for (int i = first; i < last; i++)
        letters += (int)strlen(words[i]);
    int gaps = last - first - 1;
    int spare = WIDTH - letters - gaps;
    putchar('|');
    int printed = 0;
    for (int i = first; i < last; i++) {
        printed += printf("%s", words[i]);
        if (i + 1 < last) {
            int extra = justify && gaps > 0 ? spare / gaps + (i - first < spare % gaps) : 0;
            printed += printf("%*s", 1 + extra, "");
        }
    }
    printf("%*s|\n", WIDTH - printed, "");
}

static void flush_paragraph(int justify) {
    int first = 0;
    while (first < word_count) {
        int len = (int)strlen(words[first]);
        int last = first + 1;
        while (last < word_count && len + 1 + (int)strlen(words[last]) <= WIDTH)
            len += 1 + (int)strlen(words[last++]);
        emit_line(first, last, justify && last < word_count);
        first = last;
    }
}

static void format(const char *text, int justify) {
    char *copy = strdup(text);
    char *cursor = copy;
    int paragraphs = 0;
    while (*cursor) {
        char *end = strstr(cursor, "\n\n");
        if (end != NULL)
            *end = '\0';
        word_count = 0;
        for (char *w = strtok(cursor, " \t\n"); w != NULL; w = strtok(NULL, " \t\n"))
            words[word_count++] = w;
        if (word_count > 0) {
            if (paragraphs++ > 0)
                printf("|%*s|\n", WIDTH, "");
            flush_paragraph(justify);
        }
        if (end == NULL)
            break;
        cursor = end + 2;
    }
    free(copy);
}

int main(void) {
    size_t capacity = 256, length = 0;
    char *text = malloc(capacity);
    int c;
    while ((c = getchar()) != EOF) {
        if (length + 1 == capacity)
            text = realloc(text, capacity *= 2);
        text[length++] = (char)c;
    }
    text[length] = '\0';
    printf("%zu bytes of input\n\nleft-aligned:\n", length);
    format(text, 0);
    printf("\njustified:\n");
    format(text, 1);
    free(text);
    return 0;
}
