#include "config.h"
#include "xalloc.h"
#include <string.h>

/* Splits `text` at spaces into a growing array, as sed and grep grow their buffers. */
char **split_words(const char *text, size_t *count) {
    size_t cap = 1, n = 0;
    char **words = xnmalloc(cap, sizeof *words);
    while (*text) {
        size_t len = strcspn(text, " ");
        if (len) {
            if (n == cap)
                words = xnrealloc(words, cap *= 2, sizeof *words);
            words[n] = xnmalloc(len + 1, 1);
            memcpy(words[n], text, len);
            words[n++][len] = 0;
        }
        text += len + (text[len] == ' ');
    }
    *count = n;
    return words;
}
