/* Happy numbers (the digit-square map reaches 1) with Floyd's cycle detection, and
 * Kaprekar's routine reaching 6174 for four-digit numbers. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int digit_square_sum(int n) {
    int s = 0;
    while (n) {
        int d = n % 10;
        s += d * d;
        n /= 10;
    }
    return s;
}

int is_happy(int n) {
    int slow = n, fast = n;
    do {
        slow = digit_square_sum(slow);
        fast = digit_square_sum(digit_square_sum(fast));
    } while (slow != fast);
    return slow == 1;
}

/* The digits of n (four of them, with leading zeros) sorted descending, as a number. */
int sort_desc(int n) {
    int result = 0;
    for (int d = 9; d >= 0; d--) {
        int m = n;
        for (int i = 0; i < 4; i++) {
            if (m % 10 == d)
                result = result * 10 + d;
            m /= 10;
        }
    }
    return result;
}

int reverse4(int n) {
    int r = 0;
    for (int i = 0; i < 4; i++) {
        r = r * 10 + n % 10;
        n /= 10;
    }
    return r;
}

int kaprekar_steps(int n) {
    int steps = 0;
    while (n != 6174 && steps < 20) {
        int big = sort_desc(n);
        n = big - reverse4(big);
        steps++;
    }
    return steps;
}

int main(void) {
    int happy = 0;
    for (int n = 1; n <= 50; n++)
        if (is_happy(n)) {
            print_int(n);
            putchar(' ');
        }
    print_newline();
    for (int n = 1; n <= 10000; n++)
        happy += is_happy(n);
    print_int(happy);
    print_newline();
    int max_steps = 0, hist7 = 0;
    for (int n = 1000; n < 10000; n++) {
        if (n % 1111 == 0)
            continue;
        int s = kaprekar_steps(n);
        if (s > max_steps)
            max_steps = s;
        if (s == 7)
            hist7++;
    }
    print_int(max_steps);
    putchar(' ');
    print_int(hist7);
    putchar(' ');
    print_int(kaprekar_steps(3524));
    print_newline();
    return max_steps;
}
