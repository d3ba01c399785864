/* Tail-recursive functions with accumulators, a million calls deep in total, and their loop
 * equivalents. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int sum_acc(int n, int acc) {
    if (n == 0)
        return acc;
    return sum_acc(n - 1, (acc + n) % 1000007);
}

int fact_mod(int n, int acc, int m) {
    return n <= 1 ? acc : fact_mod(n - 1, acc * n % m, m);
}

int count_down(int n, int steps) {
    if (n <= 0)
        return steps;
    if (n % 2)
        return count_down(n - 3, steps + 1);
    return count_down(n / 2, steps + 1);
}

int sum_loop(int n) {
    int acc = 0;
    while (n > 0) {
        acc = (acc + n) % 1000007;
        n--;
    }
    return acc;
}

int main(void) {
    print_int(sum_acc(50000, 0));
    putchar(' ');
    print_int(sum_loop(50000));
    print_newline();
    print_int(fact_mod(20, 1, 10007));
    putchar(' ');
    print_int(fact_mod(10006, 1, 10007));
    print_newline();
    int total = 0;
    for (int n = 0; n < 1000; n++)
        total += count_down(n, 0);
    print_int(total);
    print_newline();
    return count_down(1000000, 0);
}
