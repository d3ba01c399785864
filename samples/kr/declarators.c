/* K&R definitions with every kind of parameter: float, char and short received promoted and
 * converted on entry, register, structures by value, arrays and function pointers, a
 * function returning a function pointer, and a parameter left to default to int. */
#include <stdio.h>
#include <string.h>
typedef struct { int x, y; } P;
static double scale(f, c, s, d)
    float f; char c; short s; double d;
{
    return f * c + s + d;
}
int sum(n, a)
    register int n; int *a;
{
    int t = 0;
    while (n--) t += *a++;
    return t;
}
int px(p, q) P p; P *q; { return p.x + q->y; }
char *dup(s) char *s; { return s + 1; }
int (*pick(k))(const char *, ...) int k; { return k ? printf : 0; }
int noparams() { return 7; }
int f2(a, b) int a, b; { return a - b; }
int arr(v, n) int v[]; unsigned char n; { return v[n]; }
int fp(g, x) int (*g)(int); int x; { return g(x); }
static int twice(x) int x; { return 2 * x; }
int main(void) {
    int v[] = {1, 2, 3, 4};
    P p = {3, 4};
    printf("%g\n", scale(1.5f, 2, 3, 0.25));
    printf("%d\n", sum(4, v));
    printf("%d %s\n", px(p, &p), dup("xhello"));
    pick(1)("%d %d\n", noparams(), f2(10, 3));
    printf("%d %d\n", arr(v, 256 + 3), fp(twice, 21));
    return 0;
}
