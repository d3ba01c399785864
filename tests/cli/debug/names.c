/* -g: typedefs and enumerations by their names for gdb, as gcc describes them (tests/cli.rs). */
#include <stddef.h>

typedef unsigned long word;
typedef word count_t;
typedef const int cint;
enum colour { RED, GREEN = 5, BLUE };
typedef enum { SMALL = -1, BIG = 1 } size_class;
typedef struct point { int x, y; count_t n; enum colour c; } point_t;
typedef int (*cb_t)(int);

count_t total;
enum colour favourite = BLUE;
cint limit = 3;

static int twice(int v) { return 2 * v; }

static enum colour next_colour(enum colour c) { return c == RED ? GREEN : BLUE; }

count_t measure(point_t *p, size_t len, cb_t cb)
{
    enum colour colour = next_colour(p->c);
    size_class k = p->x > 0 ? BIG : SMALL;
    word arr[2] = {1, 2};
    count_t r = cb((int)len) + arr[1] + k + colour + limit;
    return r;
}

int main(void)
{
    point_t pt = {1, 2, 3, RED};
    total = measure(&pt, sizeof pt, twice);
    return total != 59;
}
