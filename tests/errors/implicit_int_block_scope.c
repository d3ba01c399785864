int sum(void)
{
    const a = 1;
    register b = 2;
    static c;
    return a + b + c;
}
