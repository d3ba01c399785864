/* Numeric palindromes in base 10 and base 2, and palindromic primes. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int reverse_in_base(int n, int base) {
    int r = 0;
    while (n > 0) {
        r = r * base + n % base;
        n /= base;
    }
    return r;
}

int is_palindrome(int n, int base) {
    return n == reverse_in_base(n, base);
}

int is_prime(int n) {
    if (n < 2)
        return 0;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void) {
    int both = 0, sum = 0;
    for (int n = 1; n < 100000; n++)
        if (is_palindrome(n, 10) && is_palindrome(n, 2)) {
            print_int(n);
            putchar(' ');
            both++;
            sum += n;
        }
    print_newline();
    print_int(sum);
    print_newline();
    int pp = 0;
    for (int n = 2; n < 20000; n++)
        if (is_palindrome(n, 10) && is_prime(n))
            pp++;
    print_int(pp);
    print_newline();
    return both;
}
