/* options: -std=c89 -pedantic */
int f(int n)
{
    n++;
    __extension__ long long d = n;
    return (int)d;
}
