/* Primes by trial division: count them, print the first few, and the largest below a bound. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int is_prime(int n) {
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void) {
    int count = 0, largest = 0;
    for (int n = 0; n < 20000; n++) {
        if (is_prime(n)) {
            count++;
            largest = n;
            if (count <= 25) {
                print_int(n);
                putchar(count % 5 == 0 ? '\n' : ' ');
            }
        }
    }
    print_int(count);
    putchar(' ');
    print_int(largest);
    print_newline();
    return count % 256;
}
