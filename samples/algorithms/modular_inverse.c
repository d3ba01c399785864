/* The extended Euclidean algorithm (results returned through globals, since there are no
 * pointers), modular inverses, and the Chinese remainder theorem. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int bezout_x, bezout_y;

int ext_gcd(int a, int b) {
    if (b == 0) {
        bezout_x = 1;
        bezout_y = 0;
        return a;
    }
    int g = ext_gcd(b, a % b);
    int x1 = bezout_x, y1 = bezout_y;
    bezout_x = y1;
    bezout_y = x1 - (a / b) * y1;
    return g;
}

int inverse(int a, int m) {
    if (ext_gcd(a, m) != 1)
        return -1;
    return (bezout_x % m + m) % m;
}

/* x = r1 mod m1, x = r2 mod m2 with coprime moduli whose product fits in an int. */
int crt(int r1, int m1, int r2, int m2) {
    int inv = inverse(m1 % m2, m2);
    int k = (r2 - r1 % m2 + m2) % m2 * inv % m2;
    return r1 + m1 * k;
}

int main(void) {
    int g = ext_gcd(240, 46);
    print_int(g);
    putchar(' ');
    print_int(bezout_x);
    putchar(' ');
    print_int(bezout_y);
    print_newline();
    int bad = 0;
    for (int a = 1; a < 97; a++) {
        int inv = inverse(a, 97);
        if (a * inv % 97 != 1)
            bad++;
    }
    print_int(bad);
    putchar(' ');
    print_int(inverse(6, 9));
    putchar(' ');
    print_int(inverse(17, 3120));
    print_newline();
    int x = crt(2, 3, 3, 5);
    x = crt(x, 15, 2, 7);
    print_int(x);
    putchar(' ');
    print_int(crt(123, 1009, 456, 1013));
    print_newline();
    return x;
}
