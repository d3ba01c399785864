/* options: -std=c17 -pedantic */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };

static int sum(const int *v, size_t n)
{
    int s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void)
{
    int v[] = {1, 2, 3};
    struct point p = {.x = 1, .y = 2};
    char name[4] = "abc";
    long long big = 1LL << 40;
    printf("%d %d %s %lld %zu\n", sum(v, 3), p.x + p.y, name, big, strlen(name));
    return 0;
}
