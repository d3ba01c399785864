/* GNU casts to a union type from the type of one of its members, and casts of a structure
   or union to its own type: a value of the union holding that member, or a copy. */
#include <stdio.h>

union number { int i; double d; const char *s; struct { short lo, hi; } pair; };
typedef union { unsigned long long bits; double d; } pun;
typedef struct { int kind; double weight; } Value;

static union number from_int(int x) { return (union number)x; }
static union number from_double(double x) { return (union number)x; }
static Value same(Value v) { return (Value)v; }

/* Constant casts are constant initializers. */
static union number table[3] = { (union number)7, (union number)2.5, (union number)(const char *)"three" };
static pun one = (pun)1.0;

int main(void) {
    const int c = 3;
    union number n = (union number)c;
    printf("%d %g %d\n", from_int(2).i, from_double(1.5).d, n.i);
    printf("%d %g %s\n", table[0].i, table[1].d, table[2].s);
    printf("%llx %llx\n", one.bits, ((pun)-2.0).bits);
    Value v = same((Value){ 4, 0.5 });
    printf("%d %g\n", v.kind, v.weight);
    union number p = (union number)n;
    printf("%d\n", p.i);
    return 0;
}
