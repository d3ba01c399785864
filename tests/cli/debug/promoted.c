/* -g: variables mem2reg promotes and stores more than once, a static local (tests/cli.rs). */
#include <stdio.h>

__attribute__((noinline)) int pick(int c, int a, int b)
{
    static int calls;
    int r;
    calls++;
    if (c)
        r = a * 2;
    else
        r = b + 1;
    return r;
}

int main(void)
{
    int sum = 0;
    for (int i = 0; i < 5; i++) {
        sum += i * i;
    }
    int x = pick(1, 20, 30);
    int y = pick(0, 20, 30);
    printf("%d %d %d\n", sum, x, y);
    return 0;
}
