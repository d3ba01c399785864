/* Binary search over monotone functions: the smallest n with f(n) >= target, for a cubic,
 * a square and a step function, checked against a linear scan. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int evals;

int f(int kind, int n) {
    evals++;
    switch (kind) {
    case 0: return n * n * n / 1000;
    case 1: return n * n;
    default: return n / 7 * 3;
    }
}

int lower_bound(int kind, int lo, int hi, int target) {
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (f(kind, mid) < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int linear(int kind, int lo, int hi, int target) {
    for (int n = lo; n < hi; n++)
        if (f(kind, n) >= target)
            return n;
    return hi;
}

int main(void) {
    int bad = 0;
    for (int kind = 0; kind < 3; kind++)
        for (int target = 0; target < 2000; target += 37)
            if (lower_bound(kind, 0, 1200, target) != linear(kind, 0, 1200, target))
                bad++;
    print_int(bad);
    print_newline();
    evals = 0;
    print_int(lower_bound(0, 0, 1200, 1000000));
    putchar(' ');
    print_int(lower_bound(1, 0, 46000, 2000000000));
    putchar(' ');
    print_int(evals);
    print_newline();
    return lower_bound(2, 0, 1000, 100);
}
