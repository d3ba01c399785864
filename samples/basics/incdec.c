/* Pre- and post-increment and decrement on locals, globals, parameters and static locals. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int g;

void show(int v) {
    print_int(v);
    putchar(' ');
}

int ticket(void) {
    static int next = 1;
    return next++;
}

int twice_inc(int p) {
    ++p;
    p++;
    return p;
}

int main(void) {
    int i = 5;
    show(i++);
    show(i);
    show(++i);
    show(i--);
    show(--i);
    show(i);
    print_newline();
    show(g++);
    show(++g);
    show(g--);
    show(g);
    print_newline();
    show(ticket());
    show(ticket());
    show(ticket());
    show(twice_inc(40));
    print_newline();
    int n = 0, k = 10;
    while (k-- > 0)
        n++;
    show(n);
    show(k);
    int m = 0;
    for (int j = 0; j < 10; ++j)
        m += j++;
    show(m);
    print_newline();
    return i + g + n;
}
