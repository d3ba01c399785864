/* Static locals keep their value between calls; file-scope statics are private counters. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

static int total;

int next_id(void) {
    static int id = 100;
    id++;
    total++;
    return id;
}

int fib_memo_step(void) {
    static int a = 0, b = 1;
    int r = a;
    int t = a + b;
    a = b;
    b = t;
    return r;
}

int calls_of_other(void) {
    static int id = 7; /* a different static, same name */
    return id++;
}

int main(void) {
    for (int i = 0; i < 5; i++) {
        print_int(next_id());
        putchar(' ');
    }
    print_newline();
    for (int i = 0; i < 15; i++) {
        print_int(fib_memo_step());
        putchar(' ');
    }
    print_newline();
    print_int(calls_of_other());
    print_int(calls_of_other());
    print_int(calls_of_other());
    print_newline();
    print_int(total);
    print_newline();
    return total;
}
