int f(void)
{
    extern int k;
    int k = 1;
    return k;
}
