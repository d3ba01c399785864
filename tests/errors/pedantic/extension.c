/* options: -std=c17 -pedantic */
__extension__ typedef struct { int a; ; } with_semicolon;
__extension__ struct empty {};
int f(int x)
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
__extension__ int g(void *v)
{
    int n = ({ 1; });
    return n + (int)sizeof(v + 1);
}
int h(void *v)
{
    return (int)((char *)(__extension__ (v + 1)) - (char *)v) + ({ 2; });
}
