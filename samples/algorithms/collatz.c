/* Collatz sequences: the start below 10000 with the longest chain, and a few chain lengths. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int collatz_length(int n) {
    int steps = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n = n / 2;
        else
            n = 3 * n + 1;
        steps++;
    }
    return steps;
}

int main(void) {
    int best = 1, best_len = 0;
    for (int start = 1; start < 10000; start++) {
        int len = collatz_length(start);
        if (len > best_len) {
            best_len = len;
            best = start;
        }
    }
    for (int i = 1; i <= 10; i++) {
        print_int(collatz_length(i));
        putchar(i == 10 ? '\n' : ',');
    }
    print_int(best);
    putchar(' ');
    print_int(best_len);
    print_newline();
    return best_len % 256;
}
