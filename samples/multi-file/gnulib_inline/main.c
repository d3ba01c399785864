#include "config.h"
#include "xalloc.h"
#include <stdio.h>

char **split_words(const char *text, size_t *count);

int main(void) {
    size_t n;
    char **w = split_words("the quick  brown fox jumps over the lazy dog", &n);
    int *squares = xnmalloc(4, sizeof *squares);
    for (int i = 0; i < 4; i++)
        squares[i] = i * i;
    squares = xnrealloc(squares, 8, sizeof *squares);
    for (int i = 4; i < 8; i++)
        squares[i] = i * i;
    for (size_t i = 0; i < n; i++)
        printf("%zu: %s\n", i, w[i]);
    printf("squares[7] = %d, allocations: %ld\n", squares[7], xalloc_calls);
    /* Through a pointer: the address of the one external definition. */
    void *(*grow)(void *, size_t, size_t) = xnrealloc;
    squares = grow(squares, 16, sizeof *squares);
    printf("allocations: %ld\n", xalloc_calls);
    return 0;
}
