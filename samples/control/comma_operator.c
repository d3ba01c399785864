/* The comma operator: in for headers, in conditions, as a value, nested in calls. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int trace;

int note(int v) {
    trace = trace * 10 + v;
    return v;
}

int main(void) {
    int i, j, s = 0;
    for (i = 0, j = 10; i < j; i++, j--)
        s += i * j;
    print_int(s);
    print_newline();

    int a = (note(1), note(2), note(3));
    print_int(a);
    putchar(' ');
    print_int(trace);
    print_newline();

    int x = 0, y = 0;
    while (x++, y += x, y < 30)
        ;
    print_int(x);
    putchar(' ');
    print_int(y);
    print_newline();

    int b = 5;
    int c = (b += 2, b * b);
    print_int(c);
    putchar(' ');
    print_int(print_int((1, 2, 42)));
    print_newline();
    return (a, b, c) % 256;
}
