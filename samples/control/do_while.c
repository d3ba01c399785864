/* do-while loops: run at least once, continue jumps to the condition, and a loop-and-a-half. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int count_digits(int n) {
    int c = 0;
    do {
        c++;
        n /= 10;
    } while (n != 0);
    return c;
}

int main(void) {
    print_int(count_digits(0));
    print_int(count_digits(7));
    print_int(count_digits(12345));
    print_newline();

    int i = 10;
    do {
        print_int(i);
        putchar(' ');
    } while (i < 5);
    print_newline();

    int n = 0, odd = 0;
    do {
        n++;
        if (n % 2 == 0)
            continue;
        odd += n;
    } while (n < 20);
    print_int(odd);
    print_newline();

    int x = 1, steps = 0;
    do
        x = x * 3 % 101;
    while (++steps, x != 1);
    print_int(steps);
    print_newline();
    return steps;
}
