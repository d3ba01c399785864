/* The "swap problem" and "lost copy problem" of SSA destruction: variables exchanged in a
 * loop become phis that read each other, and a value used after the loop that was updated
 * inside it. A back end that sequentialises phi copies naively gets these wrong. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int swap_loop(int n) {
    int a = 1, b = 2;
    for (int i = 0; i < n; i++) {
        int t = a;
        a = b;
        b = t;
    }
    return a * 10 + b;
}

int rotate3(int n) {
    int a = 1, b = 2, c = 3;
    while (n-- > 0) {
        int t = a;
        a = b;
        b = c;
        c = t;
    }
    return a * 100 + b * 10 + c;
}

int lost_copy(int n) {
    int x = 0, y = 0;
    for (int i = 0; i < n; i++) {
        y = x;
        x = x + 1;
    }
    return y * 1000 + x;
}

int fib_pair(int n) {
    int a = 0, b = 1;
    while (n > 0) {
        int na = b, nb = (a + b) % 10007;
        a = na;
        b = nb;
        n--;
    }
    return a;
}

int main(void) {
    for (int n = 0; n < 5; n++) {
        print_int(swap_loop(n));
        putchar(' ');
        print_int(rotate3(n));
        putchar(' ');
        print_int(lost_copy(n));
        putchar('\n');
    }
    print_int(fib_pair(1000));
    print_newline();
    return swap_loop(7) + rotate3(8) % 100;
}
