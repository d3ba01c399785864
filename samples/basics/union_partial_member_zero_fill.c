/* A union initialized through a member narrower than the union: the bytes past that member
 * are zero (C11 6.7.9p10, p21), even when an earlier designator named a wider member and
 * the stack held other data before. */
#include <stdio.h>
#include <string.h>

union value {
    int i;
    double d;
    char bytes[8];
};

struct holder {
    char tag;
    union value v;
};

static void dirty_the_stack(void) {
    volatile unsigned char junk[256];
    for (int i = 0; i < 256; i++)
        junk[i] = 0xab;
}

static void show(const char *what, const void *p, size_t n) {
    const unsigned char *b = p;
    printf("%s:", what);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", b[i]);
    printf("\n");
}

static void initialize(void) {
    union value a = {.bytes = "abcdefg", .i = 7};
    union value b = {.d = 1.5, .i = 9};
    struct holder h = {.tag = 'x', .v.bytes = "zzzzzzz", .v.i = 3};
    show("a", &a, sizeof a);
    show("b", &b, sizeof b);
    show("h.v", &h.v, sizeof h.v);
}

int main(void) {
    dirty_the_stack();
    initialize();
    return 0;
}
