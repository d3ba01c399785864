/* Variables assigned on only some paths but read only on those paths, the case where
 * mem2reg meets undef on the other edges and must still produce the right value. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int maybe(int flag, int v) {
    int r;
    if (flag)
        r = v * 2;
    if (flag)
        return r;
    return -1;
}

int first_multiple(int n, int k) {
    int found = 0, value;
    for (int i = 1; i <= n; i++) {
        if (i % k == 0) {
            value = i;
            found = 1;
            break;
        }
    }
    return found ? value : 0;
}

int late(int n) {
    int x;
    int i = 0;
    while (1) {
        x = i * i;
        if (i >= n)
            break;
        i++;
    }
    return x;
}

int main(void) {
    print_int(maybe(1, 21));
    putchar(' ');
    print_int(maybe(0, 21));
    putchar(' ');
    print_int(first_multiple(100, 17));
    putchar(' ');
    print_int(first_multiple(10, 17));
    putchar(' ');
    print_int(late(12));
    print_newline();
    return maybe(1, 50);
}
