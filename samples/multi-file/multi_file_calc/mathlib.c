/* Integer math helpers. */
static int helper(int x) {
    return x + 1;
}

int isqrt(int n) {
    int r = 0;
    while ((r + 1) * (r + 1) <= n)
        r = helper(r);
    return r;
}

int power(int b, int e) {
    int r = 1;
    while (e > 0) {
        r *= b;
        e--;
    }
    return r;
}
