/* options: -std=c90 -pedantic */
int f(int n, int p[n])
{
    int q = 1, v[n];
    typedef int row[n];
    int s = sizeof(int[n]);
    if (n) { int w[n]; q += sizeof w; }
    q = sizeof(int[n]);
    return q + v[0] + s + p[0];
}
int g(int n) { int v[n]; return sizeof v; }
