/* options: -std=gnu17 */
struct s { int a;; int b; };
union u { ; int c; };
struct t { int x; ; };
struct v { int a; int b;; };
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
    n += ({ void *q = &&a; q != 0; });
    goto *(n ? &&a : &&b);
a:
    p = (void *[]){ &&a }[0];
b:
    return n,
      &&b != 0;
}
__extension__ typedef struct { int a; ; } with_semicolon2;
__extension__ struct empty2 {};
int f2(int x)
{
    int a = __extension__ ({ int y = x; y + 1; });
    int b = __extension__ (x ?: 2);
    void *p = __extension__ &&done;
    int c = (__extension__ x) ?: 3;
    __extension__ int d[0];
    __extension__ void *q = &&done;
done:
    return a + b + c + (p != q) + (int)sizeof d;
}
__extension__ int g2(void *v)
{
    int n = ({ 1; });
    return n + (int)sizeof(v + 1);
}
int h2(void *v)
{
    return (int)((char *)(__extension__ (v + 1)) - (char *)v) + ({ 2; });
}
