/* -g: types, globals, parameters and locals for gdb (tests/cli.rs); leaf and middle keep their frames at -O2. */
#include <stdio.h>
struct point { int x, y; unsigned flag : 3; unsigned mode : 5; };
typedef struct point point_t;
union u { int i; float f; };
int counter = 7;
static const char *names[3] = { "a", "b", "c" };
int (*fp)(int, int);

__attribute__((noinline)) static int leaf(struct point *p, int k) {
    int sum = p->x + p->y + k;
    int arr[4] = { 1, 2, 3, 4 };
    {
        int inner = sum * 2;
        arr[1] = inner;
    }
    return sum + arr[1];
}

__attribute__((noinline)) int middle(int a, double d) {
    struct point pt = { a, a + 1, 5, 9 };
    int r = leaf(&pt, (int)d);
    return r + 1;
}

int main(void) {
    int total = 0;
    for (int i = 0; i < 2; i++)
        total += middle(i + 3, 2.5);
    printf("%d %s\n", total, names[1]);
    return 0;
}
