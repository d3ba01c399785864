/* options: -std=c89 -pedantic */
struct point { int x, y; };
_Static_assert(1, "C11");
int f(int n)
{
    const char *name = __func__;
    int *p = (int[]){1, 2, 3};
    n++;
    return n + p[0] + name[0];
}
