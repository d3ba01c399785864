/* GNU __auto_type: the type of the initializer after lvalue conversion. Arrays and
   functions decay to pointers, the qualifiers of the initializing lvalue are dropped
   (qualifiers written beside __auto_type apply), integer promotions are the expression's,
   and the initializer is evaluated once. gnulib, systemd-style and kernel-style macros use it
   for type-generic MAX and SWAP. */
#include <stdio.h>

#define MAX(a, b)                                                                          \
    ({                                                                                     \
        __auto_type _a = (a);                                                              \
        __auto_type _b = (b);                                                              \
        _a > _b ? _a : _b;                                                                 \
    })
#define SWAP(x, y)                                                                         \
    do {                                                                                   \
        __auto_type _t = (x);                                                              \
        (x) = (y);                                                                         \
        (y) = _t;                                                                          \
    } while (0)
#define KIND(e) _Generic((e), const int *: "const int *", int *: "int *", int: "int",     \
    unsigned: "unsigned", long: "long", unsigned long: "unsigned long", float: "float",   \
    double: "double", const char *: "const char *", char *: "char *", int (*)(int): "int (*)(int)", \
    default: "other")

struct pt {
    int x, y;
};

static int twice(int x) { return 2 * x; }

static const char text[] = "hello";
__auto_type file_scope = 40000000000LL;
static __auto_type file_static = text;

static int counter;
static int next(void) { return ++counter; }

int main(void) {
    const int arr[4] = {1, 2, 3, 4};
    int plain[2] = {5, 6};
    __auto_type p = arr;
    __auto_type q = plain;
    __auto_type f = twice;
    __auto_type s = text;
    __auto_type lit = "literal";
    const volatile int cv = 7;
    __auto_type n = cv;
    n += 1;
    __auto_type c = 'a';
    __auto_type u = 3u;
    __auto_type fl = 1.5f;
    __auto_type promoted = (unsigned char)200 + (unsigned char)100;
    __auto_type shifted = (short)-3 >> 1;
    __auto_type ul = sizeof(int);
    const __auto_type k = 5L;
    printf("p: %s %d\n", KIND(p), p[2]);
    printf("q: %s %d\n", KIND(q), q[1]);
    printf("f: %s %d\n", KIND(f), f(21));
    printf("s: %s %s\n", KIND(s), s + 1);
    printf("lit: %s %s\n", KIND(lit), lit);
    printf("n: %s %d\n", KIND(n), n);
    printf("c: %s %d\n", KIND(c), c);
    printf("u: %s %zu\n", KIND(u), sizeof u);
    printf("fl: %s %.2f\n", KIND(fl), fl);
    printf("promoted: %s %d\n", KIND(promoted), promoted);
    printf("shifted: %s %d\n", KIND(shifted), shifted);
    printf("ul: %s %zu\n", KIND(ul), ul);
    printf("k: %s %ld\n", KIND(k), k);
    printf("file_scope: %lld %zu\n", file_scope, sizeof file_scope);
    printf("file_static: %s %s\n", KIND(file_static), file_static);

    struct pt a = {1, 2}, b = {3, 4};
    SWAP(a, b);
    printf("swap: %d %d %d %d\n", a.x, a.y, b.x, b.y);
    double x = 2.5, y = -1.0;
    SWAP(x, y);
    printf("swap: %.1f %.1f\n", x, y);
    printf("max: %d %.1f %u\n", MAX(3, 9), MAX(2.5, -1.0), MAX(1u, 2u));

    __auto_type once = next();
    __auto_type again = next() + once;
    printf("once: %d %d counter %d\n", once, again, counter);
    long total = 0;
    for (__auto_type i = 0UL; i < 4; i++)
        total += (long)(sizeof i) * (long)i;
    printf("loop: %ld\n", total);
    __auto_type pp = &p;
    printf("pp: %d\n", (*pp)[3]);
    return 0;
}
