// Loops the pass leaves alone.

// unsigned with `<=`: i == UINT_MAX is possible when n is, and i++ wraps.
unsigned upto(unsigned *a, unsigned n) {
    unsigned s = 0;
    for (unsigned i = 0; i <= n; i++)
        s += a[i];
    return s;
}

// unsigned stepped by 2: `i < n` does not keep i + 2 from wrapping.
unsigned evens(unsigned *a, unsigned n) {
    unsigned s = 0;
    for (unsigned i = 0; i < n; i += 2)
        s += a[i];
    return s;
}

// short: i++ is done in short and wraps (the conversion back from int).
int shorts(int *a, short n) {
    int s = 0;
    for (short i = 0; i < n; i++)
        s += a[i];
    return s;
}

// Not an induction variable: the next value is loaded.
int chase(int *next, int i) {
    int steps = 0;
    while (i >= 0) {
        i = next[i];
        steps++;
    }
    return steps;
}

// Never extended: nothing to gain.
int count(int n) {
    int c = 0;
    for (int i = 0; i < n; i++)
        c ^= i;
    return c;
}
