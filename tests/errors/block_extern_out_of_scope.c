int f(void)
{
    {
        extern int q;
        q = 1;
    }
    return q;
}
