/* Fast exponentiation mod m by squaring, checked against naive repeated multiplication, and
 * Fermat's little theorem as a primality test. Products stay below 2^31. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int mulmod(int a, int b, int m) {
    /* Russian-peasant multiplication so a*b never overflows for m < 2^30. */
    int r = 0;
    a %= m;
    while (b > 0) {
        if (b & 1)
            r = (r + a) % m;
        a = (a + a) % m;
        b >>= 1;
    }
    return r;
}

int powmod(int b, int e, int m) {
    int r = 1 % m;
    b %= m;
    while (e > 0) {
        if (e & 1)
            r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

int powmod_naive(int b, int e, int m) {
    int r = 1 % m;
    for (int i = 0; i < e; i++)
        r = r * b % m;
    return r;
}

int fermat_probable_prime(int n) {
    if (n < 4)
        return n == 2 || n == 3;
    return powmod(2, n - 1, n) == 1 && powmod(3, n - 1, n) == 1;
}

int main(void) {
    int bad = 0;
    for (int b = 0; b < 20; b++)
        for (int e = 0; e < 30; e++)
            if (powmod(b, e, 1009) != powmod_naive(b, e, 1009))
                bad++;
    print_int(bad);
    print_newline();
    print_int(powmod(2, 1000000, 1000000007));
    putchar(' ');
    print_int(powmod(7, 123456789, 998244353));
    print_newline();
    int count = 0;
    for (int n = 2; n < 3000; n++)
        count += fermat_probable_prime(n);
    print_int(count);
    print_newline();
    return powmod(3, 200, 251);
}
