/* The inlined `count` returns 0 when the first bytes differ; `len > best` is then known
   to fail on that path, which goes straight to the loop's next iteration. */
static inline unsigned long count(const unsigned char *a, const unsigned char *b, unsigned long n) {
    if (a[0] != b[0])
        return 0;
    unsigned long i = 1;
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

unsigned long best_match(const unsigned char *s, unsigned long n) {
    unsigned long best = 0;
    for (unsigned long j = 1; j < n; j++) {
        unsigned long len = count(s, s + j, n - j);
        if (len > best)
            best = len;
    }
    return best;
}
