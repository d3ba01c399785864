/* options: -std=c11 -pedantic */
int f(void)
{
    int u8 = 1, c;
    c = u8'x';
    return c;
}
