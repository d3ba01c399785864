int check(char *p, long address, char c)
{
    int r = p == address;
    r += c > p;
    r += p != 0;
    r += p >= 0;
    return r;
}
