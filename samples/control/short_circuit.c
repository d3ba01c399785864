/* && and || evaluate their right side only when needed; the side effects prove it. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int log_value;
int calls;

int t(int id) {
    log_value = log_value * 10 + id;
    calls++;
    return 1;
}

int f(int id) {
    log_value = log_value * 10 + id;
    calls++;
    return 0;
}

void show(int result) {
    print_int(result);
    putchar(':');
    print_int(log_value);
    putchar('\n');
    log_value = 0;
}

int main(void) {
    show(f(1) && t(2));
    show(t(1) && t(2));
    show(t(1) || f(2));
    show(f(1) || t(2));
    show(f(1) || f(2) || t(3) || t(4));
    show(t(1) && (f(2) || t(3)) && t(4));
    show(!(f(1) && t(2)) || t(3));
    int x = 0;
    if (x != 0 && 10 / x > 1)
        putchar('!');
    int y = 5;
    int z = (y > 3 || ++y);
    z += y;
    print_int(z);
    print_newline();
    int count = 0;
    for (int i = 0; i < 20; i++)
        if (i % 2 == 0 || i % 3 == 0 && t(9))
            count++;
    print_int(count);
    putchar(' ');
    print_int(calls);
    print_newline();
    return calls;
}
