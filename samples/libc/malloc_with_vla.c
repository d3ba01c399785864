/* A program that defines its own malloc, which declares a variable length array (as
   jemalloc's cache flush does): the array's storage must not come from malloc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void *__libc_malloc(size_t);
extern void __libc_free(void *);

static unsigned long calls;

void *malloc(size_t n) {
    char scratch[(n & 7) + 1];
    memset(scratch, (int)n, sizeof scratch);
    calls += scratch[0] != 0x7f;
    return __libc_malloc(n);
}

void free(void *p) {
    __libc_free(p);
}

static int sum(int n) {
    int v[n];
    for (int i = 0; i < n; i++)
        v[i] = i * i;
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void) {
    char *p = malloc(40);
    strcpy(p, "own malloc with a VLA");
    printf("%s: %d\n", p, sum(100));
    free(p);
    printf("malloc called: %s\n", calls > 0 ? "yes" : "no");
    return 0;
}
