/* A sieve of Eratosthenes in a variable length array, printed with the runtime's
 * helpers only, so the IR interpreter runs it too. */
int print_int(int n);
int print_char(int c);
int print_newline(void);

static int count_primes(int limit) {
    char composite[limit + 1];
    for (int i = 0; i <= limit; i++) composite[i] = 0;
    int count = 0;
    for (int i = 2; i <= limit; i++) {
        if (composite[i])
            continue;
        count++;
        for (long j = (long)i * i; j <= limit; j += i) composite[j] = 1;
    }
    return count;
}

static void primes_below(int limit) {
    int found[limit];
    int n = 0;
    for (int c = 2; c < limit; c++) {
        int prime = 1;
        for (int k = 0; k < n && found[k] * found[k] <= c; k++)
            if (c % found[k] == 0) {
                prime = 0;
                break;
            }
        if (prime) found[n++] = c;
    }
    for (int i = 0; i < n; i++) {
        print_int(found[i]);
        print_char(i + 1 < n ? ' ' : '\n');
    }
}

int main(void) {
    for (int limit = 10; limit <= 100000; limit *= 10) {
        print_int(limit);
        print_char(':');
        print_int(count_primes(limit));
        print_newline();
    }
    primes_below(60);
    int total = 0;
    for (int round = 0; round < 2000; round++) {
        int w = round % 50 + 1;
        int row[w];
        for (int i = 0; i < w; i++) row[i] = i;
        total += row[w - 1] + (int)(sizeof row / sizeof row[0]);
    }
    print_int(total);
    print_newline();
    return 0;
}
