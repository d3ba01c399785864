/* An address constant chosen by ?: with a constant condition, in static initializers (as
   libtommath's test program writes it): gcc folds the condition and so does tcc-rs. */
#include <stdio.h>

static int one(void) { return 1; }
static int two(void) { return 2; }
static int x, y, table[4];

static int (*p)(void) = 1 ? one : 0;
static int (*q)(void) = 0 ? one : two;
static int *px = sizeof(int) == 4 ? &x : &y;
static int *pt = 0 ? &x : table + 2;
static int *none = 1 ? 0 : &y;
static const char *s = sizeof(long) == 8 ? "lp64" : "other";
static struct {
    int (*f)(void);
    int *p;
} pairs[] = {{1 > 2 ? one : two, 1 ? &y : &x}, {one, 2 - 2 ? &x : &table[1]}};

int main(void) {
    printf("%d %d %d %d %d %s\n", p(), q(), px == &x, (int)(pt - table), none == 0, s);
    printf("%d %d %d %d\n", pairs[0].f(), pairs[0].p == &y, pairs[1].f(), (int)(pairs[1].p - table));
    return 0;
}
