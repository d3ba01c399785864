/* Loop shapes and what loop rotation does with each (NAME.rotated: after mem2reg, then
 * rotation). */

/* A counted loop: rotated. The sum is used after the loop (a phi in the exit). */
int sum(int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

/* A while loop whose test calls a function: the call is copied to the guard and the
 * latch. */
int getc_like(void);
int count_until_zero(void) {
    int n = 0;
    while (getc_like() != 0)
        n++;
    return n;
}

/* Nested loops: both rotated; the inner loop's exit is the outer loop's latch. */
int grid(int rows, int cols) {
    int t = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            t += r * c;
    return t;
}

/* A loop left by `break`: its exit has two predecessors, so it is not rotated. */
int find(int *a, int n, int x) {
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == x)
            break;
    return i;
}

/* A do/while loop is already tested at the bottom, and `&&` splits the test over two
 * blocks: neither is rotated. */
int bottom(int n) {
    int i = 0;
    do
        i++;
    while (i < n);
    while (i > 0 && i % 7 != 0)
        i--;
    return i;
}

/* A test that reads a value computed in the header after the loop: `i` and `i * 2` get
 * phis in the exit. */
int header_value_after(int n) {
    int i = 0, d;
    while ((d = i * 2) < n)
        i++;
    return d + i;
}
