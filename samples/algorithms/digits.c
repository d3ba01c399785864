/* Digit sums, digital roots, digit reversal, and numbers equal to the sum of cubes of digits. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int digit_sum(int n) {
    int s = 0;
    while (n > 0) {
        s += n % 10;
        n /= 10;
    }
    return s;
}

int digital_root(int n) {
    while (n >= 10)
        n = digit_sum(n);
    return n;
}

int reverse_digits(int n) {
    int r = 0;
    do {
        r = r * 10 + n % 10;
        n /= 10;
    } while (n);
    return r;
}

int count_digits(int n) {
    int c = 1;
    while (n >= 10) {
        n /= 10;
        c++;
    }
    return c;
}

int is_armstrong(int n) {
    int s = 0, m = n;
    while (m) {
        int d = m % 10;
        s += d * d * d;
        m /= 10;
    }
    return s == n;
}

int main(void) {
    print_int(digit_sum(987654321));
    putchar(' ');
    print_int(digital_root(987654321));
    putchar(' ');
    print_int(reverse_digits(120034));
    putchar(' ');
    print_int(count_digits(2147483647));
    print_newline();
    for (int n = 1; n < 1000; n++)
        if (is_armstrong(n)) {
            print_int(n);
            putchar(' ');
        }
    print_newline();
    int total = 0;
    for (int n = 0; n < 100000; n++)
        total += digit_sum(n);
    print_int(total);
    print_newline();
    return digital_root(total);
}
