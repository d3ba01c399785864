/* Goldbach's conjecture for even numbers up to 5000, twin primes, and prime gaps. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int is_prime(int n) {
    if (n < 2)
        return 0;
    if (n < 4)
        return 1;
    if (n % 2 == 0 || n % 3 == 0)
        return 0;
    for (int d = 5; d * d <= n; d += 6)
        if (n % d == 0 || n % (d + 2) == 0)
            return 0;
    return 1;
}

int goldbach_pairs(int n) {
    int pairs = 0;
    for (int p = 2; p <= n / 2; p++)
        if (is_prime(p) && is_prime(n - p))
            pairs++;
    return pairs;
}

int main(void) {
    int failures = 0, most = 0, most_at = 0;
    for (int n = 4; n <= 5000; n += 2) {
        int pairs = goldbach_pairs(n);
        if (pairs == 0)
            failures++;
        if (pairs > most) {
            most = pairs;
            most_at = n;
        }
    }
    print_int(failures);
    putchar(' ');
    print_int(most_at);
    putchar(' ');
    print_int(most);
    print_newline();
    int twins = 0, max_gap = 0, prev = 2;
    for (int n = 3; n < 100000; n += 2) {
        if (!is_prime(n))
            continue;
        if (n - prev == 2)
            twins++;
        if (n - prev > max_gap)
            max_gap = n - prev;
        prev = n;
    }
    print_int(twins);
    putchar(' ');
    print_int(max_gap);
    print_newline();
    return goldbach_pairs(100);
}
