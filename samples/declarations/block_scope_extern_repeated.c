/* A block-scope `extern` declaration may be repeated in the same block (6.7p3 allows it for
 * identifiers with linkage), with the specifiers in any order; all name the file-scope
 * object. */
#include <stdio.h>

int foo = 3;
unsigned long ul = 40000000000UL;

int main(void) {
    extern int foo;
    extern int foo;
    long extern unsigned ul;
    unsigned long extern ul;
    foo += 4;
    ul += 2;
    printf("%d %lu\n", foo, ul);
    {
        extern int foo;
        printf("%d\n", foo * 2);
    }
    return foo == 7 ? 0 : 1;
}
