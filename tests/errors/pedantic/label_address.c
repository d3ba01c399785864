/* options: -std=c17 -pedantic */
int g(void)
{
    return &&here != 0;
here:
    return 0;
}
void h(void)
{
    void *p = &&l;
    static void *tab[] = { &&l, &&m };
    p = 1 ? &&l : &&m;
l:
m:
    (void)p;
    if (p)
        p = &&l;
}
int k(int n)
{
    void *p = 0;
    while (p != &&a)
        p = 0;
    for (p = &&a; p; p = &&b)
        break;
    if (n && p == &&a) n = 2;
    do { n--; } while (p == &&b);
    switch (p == &&a) { default: break; }
a:
    p = (void *[]){ &&a }[0];
b:
    return n,
      &&b != 0;
}
