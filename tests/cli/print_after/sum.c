/* What --emit=opt, --print-after, --print-after-all and --print-changed print: a small
   function inlined into a loop, which is rotated and its counter widened. */
static int square(int x) { return x * x; }

long sum_squares(int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += square(a[i]);
    return s;
}
