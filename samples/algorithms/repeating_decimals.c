/* Long division: the decimal expansion of 1/d, the length of its repeating cycle (found by
 * Brent-free brute force over remainders), and the d < 1000 with the longest cycle. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

void expand(int num, int den, int digits) {
    print_int(num / den);
    putchar('.');
    int r = num % den;
    for (int i = 0; i < digits && r != 0; i++) {
        r *= 10;
        putchar('0' + r / den);
        r %= den;
    }
    putchar('\n');
}

int cycle_length(int d) {
    while (d % 2 == 0)
        d /= 2;
    while (d % 5 == 0)
        d /= 5;
    if (d == 1)
        return 0;
    int r = 10 % d, len = 1;
    while (r != 1) {
        r = r * 10 % d;
        len++;
    }
    return len;
}

int main(void) {
    expand(1, 7, 30);
    expand(22, 7, 20);
    expand(355, 113, 20);
    expand(1, 8, 20);
    expand(1, 97, 40);
    int best = 0, best_len = 0;
    for (int d = 2; d < 1000; d++) {
        int len = cycle_length(d);
        if (len > best_len) {
            best_len = len;
            best = d;
        }
    }
    print_int(best);
    putchar(' ');
    print_int(best_len);
    print_newline();
    return cycle_length(7) + cycle_length(13);
}
