/* Stein's binary GCD (shifts and subtraction only), with trailing-zero counts, compared
 * against Euclid over a grid of inputs. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int trailing_zeros(int x) {
    int n = 0;
    while ((x & 1) == 0) {
        x >>= 1;
        n++;
    }
    return n;
}

int binary_gcd(int a, int b) {
    if (a == 0)
        return b;
    if (b == 0)
        return a;
    int shift = trailing_zeros(a | b);
    a >>= trailing_zeros(a);
    do {
        b >>= trailing_zeros(b);
        if (a > b) {
            int t = a;
            a = b;
            b = t;
        }
        b -= a;
    } while (b != 0);
    return a << shift;
}

int euclid(int a, int b) {
    return b ? euclid(b, a % b) : a;
}

int main(void) {
    int bad = 0, sum = 0;
    for (int a = 0; a < 300; a += 3)
        for (int b = 0; b < 300; b += 7) {
            int g = binary_gcd(a, b);
            if (g != euclid(a, b))
                bad++;
            sum += g;
        }
    print_int(bad);
    putchar(' ');
    print_int(sum);
    print_newline();
    print_int(binary_gcd(1 << 20, 3 << 12));
    putchar(' ');
    print_int(binary_gcd(2147483646, 1073741823));
    print_newline();
    return binary_gcd(1024, 96);
}
