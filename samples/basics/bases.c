/* Printing numbers in bases 2, 8, 10 and 16, recursively and by finding the top digit, and
 * negative numbers including INT_MIN. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

void digit(int d) {
    putchar(d < 10 ? '0' + d : 'a' + d - 10);
}

void print_base_rec(int n, int base) {
    if (n >= base)
        print_base_rec(n / base, base);
    digit(n % base);
}

void print_base_iter(int n, int base) {
    int place = 1;
    while (n / place >= base)
        place *= base;
    while (place > 0) {
        digit(n / place % base);
        place /= base;
    }
}

void print_signed(int n) {
    if (n < 0) {
        putchar('-');
        /* -INT_MIN overflows: print the last digit first from the negative value. */
        if (n / 10 != 0)
            print_base_rec(-(n / 10), 10);
        digit(-(n % 10));
    } else {
        print_base_rec(n, 10);
    }
}

int main(void) {
    int checks = 0;
    for (int base = 2; base <= 16; base += 2) {
        print_base_rec(2024, base);
        putchar(' ');
        print_base_iter(2024, base);
        putchar('\n');
        checks++;
    }
    print_base_rec(2147483647, 16);
    putchar(' ');
    print_base_iter(2147483647, 2);
    putchar(' ');
    print_base_iter(0, 8);
    print_newline();
    print_signed(-2147483647 - 1);
    putchar(' ');
    print_signed(-7);
    putchar(' ');
    print_signed(0);
    putchar(' ');
    print_signed(123456);
    print_newline();
    print_int(-2147483647 - 1);
    print_newline();
    return checks;
}
