int f(void)
{
    static int k;
    extern int k;
    return k;
}
