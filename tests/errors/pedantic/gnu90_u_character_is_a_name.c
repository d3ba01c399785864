/* options: -std=gnu90 -pedantic */
int f(void)
{
    int u = 1, c;
    c = u'x';
    return c;
}
