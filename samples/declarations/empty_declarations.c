/* A `;` standing alone at file scope (after a function's closing brace, as SQLite's
 * fuzzcheck.c writes it, or between declarations) and between the members of a structure:
 * gcc accepts both (its -pedantic warns). */
#include <stdio.h>

struct point {
    ;
    int x;;
    int y;
    ;
};

static int twice(int v) {
    return 2 * v;
};

;
int counter = 3;;

int main(void) {
    struct point p = {4, 5};
    printf("%d %d %d %zu\n", twice(p.x), p.y, counter, sizeof(struct point));
    return 0;
};
