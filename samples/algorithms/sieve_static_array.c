/* The sieve of Eratosthenes over a static array (zero-initialised storage), counting
   primes and printing twin primes; a static local remembers how often it ran. */
int printf(const char *fmt, ...);

static char composite[10001];
int primes[1300];

int sieve(int limit) {
    static int runs;
    runs++;
    int count = 0;
    for (int i = 2; i <= limit; i++) {
        if (composite[i])
            continue;
        primes[count++] = i;
        for (long j = (long)i * i; j <= limit; j += i)
            composite[j] = 1;
    }
    printf("sieve run %d\n", runs);
    return count;
}

int main(void) {
    int n = sieve(10000);
    printf("%d primes below 10000, the last is %d\n", n, primes[n - 1]);
    int twins = 0;
    for (int i = 1; i < n; i++)
        if (primes[i] - primes[i - 1] == 2) {
            if (twins < 8)
                printf("(%d, %d) ", primes[i - 1], primes[i]);
            twins++;
        }
    printf("\n%d twin pairs\n", twins);
    return n % 256;
}
