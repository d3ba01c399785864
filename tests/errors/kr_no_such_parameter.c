int f(a, b)
    int a;
    int c;
{
    return a + b;
}
