/* options: -std=c17 -pedantic -Wvla */
int f(int n)
{
    int v[n];
    return (int)sizeof v;
}
int g(int n, int m[n]);
