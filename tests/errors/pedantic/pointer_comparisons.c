/* options: -std=c17 -pedantic */
int compare(int *a, long *b, int i)
{
    int r = a == b;
    r += a < i;
    r += a < 0;
    r += a >= 0;
    r += a == 0;
    return r;
}
