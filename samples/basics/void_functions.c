/* void functions with early returns, called for their effects on globals, and functions
 * whose return value is ignored. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int log_count;
int last_logged;

void log_value(int v) {
    if (v < 0)
        return;
    if (v == last_logged)
        return;
    last_logged = v;
    log_count++;
    print_int(v);
    putchar(' ');
}

void nothing(void) {
}

void countdown(int n) {
    while (1) {
        if (n == 0) {
            putchar('!');
            return;
        }
        print_int(n);
        n--;
    }
}

int returns_but_ignored(int x) {
    log_count += 100;
    return x * 2;
}

int main(void) {
    log_value(1);
    log_value(1);
    log_value(-4);
    log_value(2);
    log_value(2);
    log_value(3);
    nothing();
    print_newline();
    countdown(5);
    print_newline();
    returns_but_ignored(7);
    returns_but_ignored(8) + 1;
    print_int(log_count);
    print_newline();
    return log_count % 256;
}
