/* options: -std=gnu11 -pedantic */
/* gcc's warning once per block that declares labels, at its first `__label__`. */
int f(int x) {
    {
        __label__ a, b;
        __label__ c;
        if (x)
            goto a;
    a:
    b:
    c:
        x++;
    }
    return x;
}
