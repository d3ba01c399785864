#include <stdio.h>

// The inliner copies `scale` into `total` and `total` into `main` (both are static and
// called once); the store to `seen` keeps a line of its own in the copies.
int seen;

static int scale(int v, int k)
{
    int r = v * k;
    seen += r;
    return r + 1;
}

static int total(const int *a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += scale(a[i], n);
    return s;
}

int main(int argc, char **argv)
{
    int a[4] = {3, 1, 4, argc};
    printf("%d %d\n", total(a, 4), seen);
    return 0;
}
