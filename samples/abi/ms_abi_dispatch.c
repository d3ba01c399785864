/* GNU C's ms_abi: functions called with the Microsoft x64 convention (as libffi and Wine
 * use it on Linux) mixed with ordinary ones. A typedef, a table of pointers, a recursive
 * ms_abi function, small structures (passed as integers) and large ones (by reference),
 * a structure result through a hidden address, and more arguments than registers. On
 * aarch64 the attribute is ignored, as gcc ignores it there. */
#include <stdio.h>
#include <string.h>

#define MS __attribute__((ms_abi))

typedef struct { short x, y; } Point;            /* 4 bytes: in an integer register */
typedef struct { double lo, hi; } Range;         /* 16 bytes: by reference */
typedef struct { char name[12]; int uses; } Tag; /* 16 bytes: returned through memory */

typedef MS long (*binop)(long, long);

static MS long add(long a, long b) { return a + b; }
static MS long sub(long a, long b) { return a - b; }
static MS long mul(long a, long b) { return a * b; }

static MS long fold(binop f, const long *v, int n, long acc) {
    return n == 0 ? acc : fold(f, v + 1, n - 1, f(acc, *v));
}

static MS Point shift(Point p, int dx, int dy) {
    p.x = (short)(p.x + dx);
    p.y = (short)(p.y + dy);
    return p;
}

static MS double clamp(Range r, double v) { return v < r.lo ? r.lo : v > r.hi ? r.hi : v; }

static MS Tag tag(const char *name, int uses) {
    Tag t;
    memset(&t, 0, sizeof t);
    strncpy(t.name, name, sizeof t.name - 1);
    t.uses = uses;
    return t;
}

static MS double many(int a, double b, float c, long d, double e, int f, float g, double h,
                      char i, double j) {
    return a + b + c + d + e + f + g + h + i + j;
}

/* An ordinary function calling through an ms_abi pointer it is given. */
static long apply_all(binop const *ops, int n, long a, long b) {
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum = sum * 10 + ops[i](a, b);
    return sum;
}

int main(void) {
    binop ops[] = { add, sub, mul };
    long v[] = { 3, 1, 4, 1, 5, 9, 2, 6 };
    printf("fold add %ld, mul %ld\n", fold(add, v, 8, 0), fold(mul, v, 8, 1));
    printf("apply_all %ld\n", apply_all(ops, 3, 7, 2));
    Point p = shift((Point){ 10, -20 }, 5, 7);
    printf("shift %d %d\n", p.x, p.y);
    Range r = { -1.5, 2.5 };
    printf("clamp %g %g %g\n", clamp(r, -4), clamp(r, 0.25), clamp(r, 9));
    Tag t = tag("ms_abi-tag-overflowing", 42);
    printf("tag '%s' %d\n", t.name, t.uses);
    printf("many %g\n", many(1, 2.5, 3.25f, 4, 5.5, 6, 7.75f, 8.5, 9, 10.125));
    return 0;
}
