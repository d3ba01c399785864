/* Jumps into the middle of loops and blocks (legal C without variable-length arrays), and a
 * backwards goto out of nested loops. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int skip_first_check(int n) {
    int i = 0, s = 0;
    goto body;
    while (i < n) {
    body:
        s += i * i;
        i++;
    }
    return s;
}

int search(int target) {
    int tries = 0;
    for (int a = 1; a < 50; a++) {
        for (int b = a; b < 50; b++) {
            tries++;
            if (a * a + b * b == target) {
                print_int(a);
                putchar('+');
                print_int(b);
                putchar(' ');
                goto found;
            }
        }
    }
    return -tries;
found:
    return tries;
}

int retry_count;

int flaky(int attempt) {
    return attempt * 7 % 5 == 3;
}

int with_retry(void) {
    int attempt = 0;
retry:
    attempt++;
    retry_count++;
    if (!flaky(attempt) && attempt < 10)
        goto retry;
    return attempt;
}

int main(void) {
    print_int(skip_first_check(0));
    putchar(' ');
    print_int(skip_first_check(10));
    print_newline();
    print_int(search(325));
    print_newline();
    print_int(search(3));
    print_newline();
    print_int(with_retry());
    putchar(' ');
    print_int(retry_count);
    print_newline();
    return skip_first_check(5);
}
