/* GNU C's obsolete designators, `member: value` (libaio's tests write
   `struct timespec ts = { tv_sec: 30, tv_nsec: 0 };`). */
#include <stdio.h>
#include <time.h>

struct point { int x, y; struct { int a, b; } in; };

static struct point table[] = { { y: 2, x: 1 }, { in: { b: 9 }, x : 3 } };

int main(void) {
    struct timespec ts = { tv_sec: 30, tv_nsec: 0 };
    struct point p = { y: 2, x: 1, in: { a: 7 } };
    int k = 4;
    struct point q = { x: k ? 5 : 6, y: k };
    printf("%ld %ld\n", (long)ts.tv_sec, ts.tv_nsec);
    printf("%d %d %d %d\n", p.x, p.y, p.in.a, p.in.b);
    printf("%d %d\n", q.x, q.y);
    printf("%d %d %d %d\n", table[0].x, table[0].y, table[1].x, table[1].in.b);
    return 0;
}
