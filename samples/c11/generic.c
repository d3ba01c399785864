/* C11 6.5.1.1: _Generic picks the association whose type is compatible with the type of
   the controlling expression after lvalue conversion; only the chosen one is evaluated. */
#include <stdio.h>

#define type_name(x) _Generic((x), \
    _Bool: "_Bool", unsigned char: "unsigned char", signed char: "signed char", \
    short: "short", unsigned short: "unsigned short", int: "int", unsigned: "unsigned", \
    long: "long", unsigned long: "unsigned long", float: "float", double: "double", \
    char *: "char *", int *: "int *", \
    void (*)(void): "function pointer", struct point: "struct point", default: "other")

#define abs_of(x) _Generic((x), int: abs_int, double: abs_double, default: abs_long)(x)

struct point { int x, y; };
typedef struct point point_t;

static int calls;

static int abs_int(int v) { calls++; return v < 0 ? -v : v; }
static double abs_double(double v) { calls++; return v < 0 ? -v : v; }
static long abs_long(long v) { calls++; return v < 0 ? -v : v; }
static void nothing(void) {}
static int side(int v) { calls += 100; return v; }

int main(void) {
    char c = 'a';
    short s = 1;
    const int ci = 3;
    int arr[4] = {1, 2, 3, 4};
    point_t p = {1, 2};
    unsigned char uc = 1;
    printf("%s %s %s %s\n", type_name(c + 1), type_name(s), type_name(s + s), type_name(ci));
    printf("%s %s %s %s\n", type_name(arr), type_name("lit"), type_name(&arr[1]), type_name(nothing));
    printf("%s %s %s %s\n", type_name(1.0f), type_name(2.0), type_name(3UL), type_name(p));
    printf("%s %s %s %s\n", type_name(uc), type_name((signed char)1), type_name(1 == 1),
           type_name((_Bool)1));
    printf("%s %s\n", type_name(&arr), type_name(&p));
    printf("%d %.1f %ld\n", abs_of(-4), abs_of(-2.5), abs_of(-7L));
    /* Neither the controlling expression nor the unchosen associations are evaluated. */
    int picked = _Generic(side(1), int: 10, default: side(2));
    printf("%d %d\n", picked, calls);
    /* A generic selection is an lvalue when its chosen expression is one. */
    int x = 0;
    double y = 0;
    _Generic(x, int: x, double: y) = 5;
    _Generic(1.0, int: x, double: y) += 1.5;
    printf("%d %.1f\n", x, y);
    enum { SIZE = _Generic(0L, long: 8, default: 1) };
    char buf[_Generic(c, int: 1, default: 16)];
    printf("%d %zu\n", SIZE, sizeof buf);
    return 0;
}
