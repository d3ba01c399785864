/* Collatz chains: the longest total stopping time below a limit, in 64-bit unsigned
 * arithmetic with data-dependent branches. Argument: the limit. */
int printf(const char *format, ...);
long atol(const char *s);

// bench: quick-arg=300000

int main(int argc, char **argv) {
    long limit = 3000000;
    if (argc > 1)
        limit = atol(argv[1]);
    long best_start = 1;
    long best_len = 0;
    unsigned long total = 0;
    long start;
    for (start = 1; start < limit; start++) {
        unsigned long x = (unsigned long)start;
        long len = 0;
        while (x != 1ul) {
            if ((x & 1ul) == 0ul)
                x = x >> 1;
            else
                x = 3ul * x + 1ul;
            len++;
        }
        total += (unsigned long)len;
        if (len > best_len) {
            best_len = len;
            best_start = start;
        }
    }
    printf("longest chain below %ld starts at %ld, %ld steps\n", limit, best_start, best_len);
    printf("checksum %lu\n", total);
    return 0;
}
