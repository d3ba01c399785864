/* Subset sums by enumerating bitmasks over 16 weights produced by a function, and counting
 * subsets that hit each of a few targets; also the meet-in-the-middle count for a check. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int weight(int i) {
    return (i * 37 + 11) % 50 + 1;
}

int subset_total(int mask) {
    int s = 0;
    for (int i = 0; mask; i++, mask >>= 1)
        if (mask & 1)
            s += weight(i);
    return s;
}

int count_hits(int n, int target) {
    int hits = 0;
    for (int mask = 0; mask < (1 << n); mask++)
        if (subset_total(mask) == target)
            hits++;
    return hits;
}

/* Recursive count of subsets of items i.. with the given remaining sum. */
int count_rec(int i, int n, int remaining) {
    if (remaining == 0)
        return 1;
    if (i == n || remaining < 0)
        return 0;
    return count_rec(i + 1, n, remaining - weight(i)) + count_rec(i + 1, n, remaining);
}

int main(void) {
    for (int i = 0; i < 16; i++) {
        print_int(weight(i));
        putchar(' ');
    }
    print_newline();
    int targets = 0;
    for (int target = 50; target <= 250; target += 50) {
        int a = count_hits(16, target);
        int b = count_rec(0, 16, target);
        print_int(a);
        putchar(a == b ? ' ' : '!');
        targets += a;
    }
    print_newline();
    return targets % 256;
}
