/* Counting permutations with a bitmask of used elements: all permutations, derangements,
 * and permutations with no two neighbours adjacent in value. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int count(int n, int pos, int used, int last, int kind) {
    if (pos == n)
        return 1;
    int total = 0;
    for (int v = 0; v < n; v++) {
        if (used & (1 << v))
            continue;
        if (kind == 1 && v == pos)
            continue;
        if (kind == 2 && pos > 0 && (v == last + 1 || v == last - 1))
            continue;
        total += count(n, pos + 1, used | (1 << v), v, kind);
    }
    return total;
}

int derangements_formula(int n) {
    int a = 1, b = 0; /* D(0), D(1) */
    if (n == 0)
        return 1;
    for (int i = 2; i <= n; i++) {
        int c = (i - 1) * (a + b);
        a = b;
        b = c;
    }
    return b;
}

int main(void) {
    for (int n = 1; n <= 8; n++) {
        print_int(count(n, 0, 0, -5, 0));
        putchar(' ');
        print_int(count(n, 0, 0, -5, 1));
        putchar(count(n, 0, 0, -5, 1) == derangements_formula(n) ? ' ' : '!');
        print_int(count(n, 0, 0, -5, 2));
        putchar('\n');
    }
    return count(6, 0, 0, -5, 2);
}
