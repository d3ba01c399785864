// Compare chains the pass rewrites, from C: a field splitter's blank test (a `char` seen
// through `sext`, in a loop, with load elimination's one read), its `&&` negation, a dense
// run of constants (one range test), a window across zero, one of 64 values (mask bit 63,
// a 64-bit mask) and one across an `unsigned`'s sign bit; and chains it leaves: too few
// constants, too wide a window, a call between two tests.
long skip(char *scan, char *end) {
    long n = 0;
    while (scan < end && (*scan == ' ' || *scan == '\t' || *scan == '\n'))
        scan++, n++;
    return n;
}

long word(char *scan, char *end) {
    char *start = scan;
    while (scan < end && *scan != ' ' && *scan != '\t' && *scan != '\n')
        scan++;
    return scan - start;
}

int dense(int x) { return x == '0' || x == '1' || x == '2' || x == '3'; }

int around_zero(int x) { return x == -3 || x == 0 || x == 2 || x == 5; }

int ends(long x) { return x == 100 || x == 101 || x == 163; }

int across_sign(unsigned x) { return x == 0x7ffffffeu || x == 0x80000001u || x == 0x80000010u; }

int two(int x) { return x == 1 || x == 2; }

int too_wide(int x) { return x == 0 || x == 32 || x == 64; }

int count(int x);

int with_call(int x) { return x == 1 || count(x) == 3 || x == 7; }
