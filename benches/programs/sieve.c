/* Sieve of Eratosthenes over a byte array, repeated: memory stores in a strided inner loop.
 * Argument: number of repetitions. */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=3

char composite[4000001];

int sieve(int limit) {
    int i, j, count = 0;
    for (i = 0; i <= limit; i++)
        composite[i] = 0;
    for (i = 2; i * i <= limit; i++) {
        if (!composite[i]) {
            for (j = i * i; j <= limit; j += i)
                composite[j] = 1;
        }
    }
    for (i = 2; i <= limit; i++)
        if (!composite[i])
            count++;
    return count;
}

int main(int argc, char **argv) {
    int reps = 80;
    if (argc > 1)
        reps = atoi(argv[1]);
    unsigned int sum = 0;
    int r;
    for (r = 0; r < reps; r++) {
        int limit = 4000000 - r * 1000;
        int count = sieve(limit);
        sum = sum * 7u + (unsigned int)count;
    }
    printf("primes below 4000000: %d\n", sieve(4000000));
    printf("checksum %u\n", sum);
    return 0;
}
