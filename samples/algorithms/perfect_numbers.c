/* Perfect, abundant and deficient numbers, and amicable pairs, from divisor sums. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int sum_proper_divisors(int n) {
    if (n < 2)
        return 0;
    int s = 1;
    for (int d = 2; d * d <= n; d++) {
        if (n % d == 0) {
            s += d;
            if (d != n / d)
                s += n / d;
        }
    }
    return s;
}

int main(void) {
    int perfect = 0, abundant = 0, deficient = 0;
    for (int n = 1; n <= 10000; n++) {
        int s = sum_proper_divisors(n);
        if (s == n) {
            perfect++;
            print_int(n);
            putchar(' ');
        } else if (s > n) {
            abundant++;
        } else {
            deficient++;
        }
    }
    print_newline();
    print_int(abundant);
    putchar(' ');
    print_int(deficient);
    print_newline();
    for (int a = 2; a < 10000; a++) {
        int b = sum_proper_divisors(a);
        if (b > a && b < 20000 && sum_proper_divisors(b) == a) {
            print_int(a);
            putchar('/');
            print_int(b);
            putchar(' ');
        }
    }
    print_newline();
    return perfect;
}
