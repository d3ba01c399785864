/* -g: every value gdb shows of a promoted variable, at a breakpoint on every line, is the
   one the program has in memory with --no-mem2reg (tests/cli.rs). */
#include <stdio.h>

__attribute__((noinline)) int noise(int v)
{
    return v * 7 % 11;
}

__attribute__((noinline)) int walk(int n)
{
    int a = n, b = 0, c = 1, t = 0;
    for (int i = 0; i < n; i++) {
        t = noise(i);
        if (t > 5)
            b = b + t;
        else
            b = c;
        c = a;
        a = t + i;
        if (i == 3)
            continue;
        c = c * 2;
    }
    int k = 0;
    while (k < 3) {
        int saved = b;
        b = k;
        k++;
        b = saved + b;
    }
    switch (a & 3) {
    case 0:
        t = 10;
        break;
    case 1:
        t = a;
        break;
    default:
        t = b;
    }
    return a + b + c + t;
}

__attribute__((noinline)) int copies(int n)
{
    int x = noise(n);
    int y = x;
    int z = 0;
    for (int i = 0; i < n; i++) {
        z = z + y;
        x = noise(i);
        y = x + z;
        if (i & 1) {
            x = 5;
            continue;
        }
        x = y;
    }
    int u = x, w = u;
    do {
        u = u - 1;
        w = w + u;
        if (w > 100)
            goto out;
    } while (u > 0);
    w = -w;
out:
    x = w;
    return x + y + z + u + w;
}

int main(void)
{
    int total = 0;
    for (int r = 3; r < 7; r += 2)
        total += walk(r) + copies(r);
    printf("%d\n", total);
    return 0;
}
