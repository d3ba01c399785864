/* options: -std=c17 -pedantic */
int a[3] = {};
struct S { int x; } s = {};
int f(void)
{
    int local[4] = {};
    struct S t = {};
    return local[0] + t.x + (struct S){}.x;
}
