void f(int n, int a[*])
{
}
