/* Euler's totient by factorisation and by counting coprimes, and the prime factorisation of
 * a few numbers printed as products. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int gcd(int a, int b) {
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int phi(int n) {
    int result = n;
    for (int p = 2; p * p <= n; p++) {
        if (n % p == 0) {
            while (n % p == 0)
                n /= p;
            result -= result / p;
        }
    }
    if (n > 1)
        result -= result / n;
    return result;
}

int phi_slow(int n) {
    int c = 0;
    for (int k = 1; k <= n; k++)
        if (gcd(n, k) == 1)
            c++;
    return c;
}

void factor(int n) {
    print_int(n);
    putchar('=');
    int first = 1;
    for (int p = 2; p * p <= n; p++) {
        int e = 0;
        while (n % p == 0) {
            n /= p;
            e++;
        }
        if (e) {
            if (!first)
                putchar('*');
            first = 0;
            print_int(p);
            if (e > 1) {
                putchar('^');
                print_int(e);
            }
        }
    }
    if (n > 1) {
        if (!first)
            putchar('*');
        print_int(n);
    }
    putchar('\n');
}

int main(void) {
    int bad = 0, sum = 0;
    for (int n = 1; n <= 500; n++) {
        if (phi(n) != phi_slow(n))
            bad++;
        sum += phi(n);
    }
    print_int(bad);
    putchar(' ');
    print_int(sum);
    print_newline();
    factor(360);
    factor(97);
    factor(1001);
    factor(65536);
    factor(2147483646);
    factor(999999937);
    return phi(1000) % 256;
}
