void f(void)
{
    for (struct P { int x; } p = {0}; p.x < 3; p.x++)
        ;
}
