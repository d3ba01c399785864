/* Naive doubly recursive Fibonacci: call overhead, argument passing and returns dominate.
 * Argument: n (fib(n) is computed, plus fib(n-1) .. fib(n-4) for a little variety). */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=30

int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv) {
    int n = 40;
    if (argc > 1)
        n = atoi(argv[1]);
    unsigned int sum = 0;
    int k;
    for (k = n - 4; k <= n; k++) {
        int f = fib(k);
        printf("fib(%d) = %d\n", k, f);
        sum = sum * 31u + (unsigned int)f;
    }
    printf("checksum %u\n", sum);
    return 0;
}
