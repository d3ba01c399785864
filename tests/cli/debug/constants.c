#include <stdio.h>

int sink;

static void use(long v)
{
    sink += (int)v;
}

int main(void)
{
    int five = 5;
    int minus = -3;
    unsigned char byte = 200;
    double half = 2.5;
    float third = -0.75f;
    char *none = 0;
    use(five + minus + byte);
    printf("%g %g %p %d\n", half, third, (void *)none, sink);
    return 0;
}
