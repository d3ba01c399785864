/* Catalan numbers three ways: the recurrence C(n+1) = sum C(i)C(n-i) by plain recursion,
 * the product formula, and counting balanced parenthesis strings by recursion. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int catalan_rec(int n) {
    if (n <= 1)
        return 1;
    int s = 0;
    for (int i = 0; i < n; i++)
        s += catalan_rec(i) * catalan_rec(n - 1 - i);
    return s;
}

int catalan_formula(int n) {
    int c = 1;
    for (int i = 0; i < n; i++)
        c = c * 2 * (2 * i + 1) / (i + 2);
    return c;
}

int balanced(int open, int close) {
    if (open == 0 && close == 0)
        return 1;
    int ways = 0;
    if (open > 0)
        ways += balanced(open - 1, close + 1);
    if (close > 0)
        ways += balanced(open, close - 1);
    return ways;
}

int main(void) {
    int bad = 0;
    for (int n = 0; n <= 14; n++) {
        int a = catalan_formula(n);
        print_int(a);
        putchar(' ');
        if (n <= 12 && (catalan_rec(n) != a || balanced(n, 0) != a))
            bad++;
    }
    print_newline();
    print_int(bad);
    print_newline();
    return catalan_formula(7) % 256;
}
