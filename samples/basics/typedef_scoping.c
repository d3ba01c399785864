/* Typedef names follow C's scopes (C11 6.2.1): a typedef is a type only where it is
   in scope and not hidden by an object, function, parameter or enumeration constant
   of an inner scope; an inner typedef hides an outer name; members, tags and labels
   never hide a typedef. */
#include <stdio.h>

typedef int T;
typedef double real;

/* A member named like a typedef lives in the structure's own name space. */
struct pair {
    T T;
    T other;
};

/* A parameter named like a typedef hides it in the body only. */
static int twice(T T) { return T * 2; }

/* In a prototype, the parameter's scope ends at its ')'. */
static int apply(int T, int (*f)(int));
static int apply(int v, int (*f)(T)) { return f(v); }

/* A parenthesised typedef name in a parameter is a type (6.7.6.3p11). */
static int call_with_seven(int (T));
static int call_with_seven(int (*f)(T)) { return f(7); }
static int seven(T x) { return x + 7; }

/* An enumeration constant hides the typedef after its own enumerator. */
static int enum_hides(void) {
    enum { T = sizeof(T) * 10, U = T + 1 };
    return T + U;
}

/* `T * x` is a declaration or a multiplication depending on what T is. */
static int star_ambiguity(void) {
    T * p;          /* declaration: T is a type */
    T a = 6;
    p = &a;
    {
        int T = 7;
        int x = 3;
        int r = T * x;  /* multiplication: T is an int here */
        return r + *p;
    }
}

/* `(T) - x` is a cast or a subtraction. */
static int cast_or_subtract(int x) {
    int cast = (T) - x;
    {
        int T = 100;
        int sub = (T) - x;
        return cast + sub;
    }
}

/* sizeof(T) follows the innermost declaration, which already covers the initializer. */
static long sizes(void) {
    long outer = sizeof(T);
    real T = 2.5;
    long inner = sizeof(T);
    return outer * 100 + inner + (long)T;
}

/* An inner typedef hides an outer object, and ends with its block. */
static int inner_typedef(void) {
    int real = 3;
    int sum = 0;
    {
        typedef char real;
        real c = 'A';
        sum += c + (int)sizeof(real);
    }
    return sum + real;
}

/* `T(x);` declares x when T is a type, and calls T when T is a function. */
static int T_function(int v) { return v + 1; }
static int declaration_or_call(void) {
    T(x);
    x = 40;
    {
        int (*T)(int) = T_function;
        return T(x) + (T)(1);
    }
}

/* A for-loop declaration ends with the loop. */
static int for_scope(void) {
    int total = 0;
    for (T T = 0; T < 4; T++)
        total += T;
    T after = total;
    return after;
}

/* A file-scope object can be hidden by a block-scope typedef, and back again. */
int counter = 5;
static int hide_object(void) {
    typedef long counter;
    counter big = 1L << 40;
    return (int)(big >> 38);
}

/* Labels, tags and designators use typedef names freely. */
struct T { int T; };
static int labels_and_tags(void) {
    struct T s = { .T = 9 };
    struct T *ps = &s;
    int n = 0;
T:
    n += ps->T;
    if (n < 27)
        goto T;
    return n + s.T;
}

/* A typedef repeated with the same type in an inner scope, and a nested one. */
static double nested_typedefs(void) {
    typedef real T;
    T h = 0.5;
    {
        typedef T T2;
        T2 g = h * 3;
        return g;
    }
}

int main(void) {
    struct pair pr = { 3, 4 };
    printf("member: %d %d\n", pr.T, pr.other);
    printf("parameter: %d\n", twice(21));
    printf("prototype: %d\n", apply(5, twice));
    printf("parenthesised: %d %d\n", call_with_seven(seven), seven(1));
    printf("enum: %d\n", enum_hides());
    printf("star: %d\n", star_ambiguity());
    printf("cast: %d\n", cast_or_subtract(10));
    printf("sizeof: %ld\n", sizes());
    printf("inner typedef: %d\n", inner_typedef());
    printf("declaration or call: %d\n", declaration_or_call());
    printf("for: %d\n", for_scope());
    printf("hidden object: %d %d\n", hide_object(), counter);
    printf("labels and tags: %d\n", labels_and_tags());
    printf("nested: %.2f\n", nested_typedefs());
    T T = 12;
    printf("main: %d\n", T);
    return 0;
}
