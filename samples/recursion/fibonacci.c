/* Fibonacci numbers: naive recursion, iteration, iteration mod a prime, and Pisano periods. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int fib_rec(int n) {
    return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2);
}

int fib_iter(int n) {
    int a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        int t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int fib_mod(int n, int m) {
    int a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        int t = (a + b) % m;
        a = b;
        b = t;
    }
    return a;
}

/* Pisano period: the period of Fibonacci numbers mod m. */
int pisano(int m) {
    int a = 0, b = 1;
    for (int i = 1; i <= m * 6; i++) {
        int t = (a + b) % m;
        a = b;
        b = t;
        if (a == 0 && b == 1)
            return i;
    }
    return 0;
}

int main(void) {
    for (int i = 0; i <= 20; i++) {
        print_int(fib_iter(i));
        putchar(i == 20 ? '\n' : ' ');
    }
    print_int(fib_rec(25));
    putchar(' ');
    print_int(fib_iter(45));
    print_newline();
    print_int(fib_mod(1000000, 1000007));
    print_newline();
    for (int m = 2; m <= 12; m++) {
        print_int(pisano(m));
        putchar(' ');
    }
    print_newline();
    return fib_rec(12) % 256;
}
