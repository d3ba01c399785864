/* What gcc 12 compiles with only a warning (gcc 14 made these errors) means what gcc 12
   makes of it: an undeclared function is `int f()` (arguments promoted), a type left out
   is `int`, pointers and integers convert, a value returned from a void function is
   computed and dropped, names without types declare `int f()`. */
#include <stdio.h>
#include <string.h>

static counter = 40;
static const step = 2;
int scaled(k);
static int effects;

static bump(void) { return ++effects; }

void drop(void) { return bump(); }

int kr_sum(a, b) int b; { return a + b; }

int main(void) {
    long address;
    int *p;
    char bytes[4] = {1, 0, 0, 0};
    int word;
    unsigned *u;
    int copy = 0;
    printf("%d\n", later('A', 2.5f));
    printf("%d %d\n", counter + step, (const) 7);
    address = (long)&copy;
    p = address;
    *p = 42;
    printf("%d\n", copy);
    p = bytes;
    memcpy(&word, p, sizeof word);
    printf("%d\n", word);
    u = &copy;
    printf("%u\n", *u);
    drop();
    drop();
    printf("%d\n", effects);
    printf("%d %d\n", kr_sum(40, 2), scaled(21));
    return 0;
}

int later(int c, double d) { return c + (int)(d * 2); }

int scaled(k) int k; { return 2 * k; }
