int order(int *p, char *c, void *v, unsigned *u, const int *ci)
{
    int r = p == c;
    r += p < v;
    r += p != u;
    r += p == v;
    r += p <= ci;
    return r;
}
