/* A structure passed by value is the callee's own copy: writes to it, in a small function
   that code generation may inline, must not reach the caller's structure. */
#include <stdio.h>

struct S {
    long a[4];
};

static int bump(struct S s)
{
    s.a[0] += 1;
    return (int)s.a[0];
}

int scale(struct S s, int k)
{
    for (int i = 0; i < 4; i++)
        s.a[i] *= k;
    return (int)(s.a[0] + s.a[3]);
}

int main(void)
{
    struct S s = {{1, 2, 3, 4}};
    int r = bump(s);
    r += bump(s);
    printf("%d %ld\n", r, s.a[0]);
    int t = 0;
    for (int k = 1; k <= 3; k++)
        t += scale(s, k);
    printf("%d %ld %ld %ld %ld\n", t, s.a[0], s.a[1], s.a[2], s.a[3]);
    return 0;
}
