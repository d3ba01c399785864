/* The Ackermann function: deeply recursive and not primitive recursive. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int calls;

int ack(int m, int n) {
    calls++;
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(void) {
    for (int m = 0; m <= 3; m++) {
        for (int n = 0; n <= 4; n++) {
            print_int(ack(m, n));
            putchar(n == 4 ? '\n' : ' ');
        }
    }
    calls = 0;
    print_int(ack(2, 3));
    putchar(' ');
    print_int(calls);
    print_newline();
    return ack(3, 3);
}
