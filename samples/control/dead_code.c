/* Code after return, break and goto that can never run, constant conditions, and a label
 * reached only by a backwards jump: the front end must lower all of it without choking. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int after_return(int x) {
    return x + 1;
    x = 100;
    print_int(x);
    return x;
}

int constant_conditions(int x) {
    if (0)
        x = -1;
    if (1)
        x += 10;
    while (0)
        x = -2;
    for (; 0;)
        x = -3;
    return x;
}

int after_break(void) {
    int s = 0;
    for (int i = 0; i < 5; i++) {
        s += i;
        break;
        s += 1000;
    }
    while (1) {
        s += 7;
        break;
        s = -1;
    }
    return s;
}

int after_goto(void) {
    int n = 0;
    goto end;
    n = 50;
    print_int(n);
again:
    n++;
    if (n > 2)
        return n;
end:
    goto again;
}

int main(void) {
    print_int(after_return(4));
    putchar(' ');
    print_int(constant_conditions(5));
    putchar(' ');
    print_int(after_break());
    putchar(' ');
    print_int(after_goto());
    print_newline();
    return after_return(1) + after_goto();
}
