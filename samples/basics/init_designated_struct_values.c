/* Designated initializers whose value is a whole structure: a member (.b = p), an array
   element ([1] = p) followed by a positional one, and a structure of mixed types. */
#include <stdio.h>
typedef struct { int x, y; } P;
typedef struct { P a, b; } Seg;
typedef struct { int k; double d; } S;
typedef struct { S s; int z; } T;
int main(void) {
    P p = {1, 2};
    Seg t = {.b = p};
    P arr[3] = {[1] = p, p};
    S v = {3, 4.0};
    S sa[3] = {[1] = v};
    T tt = {.s = v, 9};
    printf("%d %d %d %d %d %g %d %g %d\n", t.b.y, t.a.x, arr[1].x, arr[2].y, arr[0].x, sa[1].d, sa[2].k, tt.s.d, tt.z);
    return t.b.y + arr[1].x;
}
