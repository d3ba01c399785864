// Loops of the shape rotation needs, entered otherwise than by one `jump`, get a preheader
// and rotate. `sum`'s loop is entered from the `if` with no `else` and from the call's block
// (two edges): a preheader takes both and holds the guard. `count`'s `p` is a phi of both
// ways in a block of its own that jumps to the loop, which is already its preheader: no new
// block. `first`'s loop tests `&&` across two blocks, not the shape: left alone.
void note(int);

int sum(int *a, int n, int verbose) {
    int s = 0;
    if (verbose)
        note(n);
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int count(const char *p, int skip) {
    int n = 0;
    if (skip)
        p++;
    while (*p) {
        n++;
        p++;
    }
    return n;
}

int first(int *a, int n, int x) {
    int i = 0;
    if (n > 0)
        while (i < n && a[i] != x)
            i++;
    return i;
}
