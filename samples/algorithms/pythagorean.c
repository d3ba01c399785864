/* Pythagorean triples: brute force, Euclid's formula for primitive ones, and the perimeter
 * with the most solutions (Project Euler 39). */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int gcd(int a, int b) {
    return b ? gcd(b, a % b) : a;
}

int main(void) {
    int brute = 0;
    for (int a = 1; a < 100; a++)
        for (int b = a; b < 100; b++)
            for (int c = b; c < 142; c++)
                if (a * a + b * b == c * c)
                    brute++;
    print_int(brute);
    print_newline();
    int primitive = 0;
    for (int m = 2; m < 12; m++)
        for (int n = 1; n < m; n++) {
            if ((m - n) % 2 == 0 || gcd(m, n) != 1)
                continue;
            int a = m * m - n * n, b = 2 * m * n, c = m * m + n * n;
            if (c < 60) {
                print_int(a < b ? a : b);
                putchar(',');
                print_int(a < b ? b : a);
                putchar(',');
                print_int(c);
                putchar(' ');
            }
            primitive++;
        }
    print_newline();
    print_int(primitive);
    print_newline();
    int best_p = 0, best_count = 0;
    for (int p = 12; p <= 1000; p += 2) {
        int count = 0;
        for (int a = 1; a < p / 3; a++) {
            int num = p * p - 2 * p * a, den = 2 * (p - a);
            if (num % den == 0)
                count++;
        }
        if (count > best_count) {
            best_count = count;
            best_p = p;
        }
    }
    print_int(best_p);
    putchar(' ');
    print_int(best_count);
    print_newline();
    return best_count;
}
