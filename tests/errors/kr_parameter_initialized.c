int f(a)
    int a = 2;
{
    return a;
}
