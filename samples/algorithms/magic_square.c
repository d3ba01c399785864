/* Odd-order magic squares by the Siamese method, computed per cell by formula, and checked:
 * every row, column and diagonal sums to n(n^2+1)/2. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

int magic(int n, int r, int c) {
    return n * ((r + c + 1 + n / 2) % n) + ((r + 2 * c + 1) % n) + 1;
}

int check(int n) {
    int target = n * (n * n + 1) / 2, bad = 0;
    int d1 = 0, d2 = 0;
    for (int i = 0; i < n; i++) {
        int row = 0, col = 0;
        for (int j = 0; j < n; j++) {
            row += magic(n, i, j);
            col += magic(n, j, i);
        }
        bad += row != target;
        bad += col != target;
        d1 += magic(n, i, i);
        d2 += magic(n, i, n - 1 - i);
    }
    bad += d1 != target;
    bad += d2 != target;
    return bad;
}

/* Every value 1..n^2 appears exactly once. */
int is_permutation(int n) {
    for (int v = 1; v <= n * n; v++) {
        int seen = 0;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                seen += magic(n, r, c) == v;
        if (seen != 1)
            return 0;
    }
    return 1;
}

int main(void) {
    int n = 5;
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            int v = magic(n, r, c);
            if (v < 10)
                putchar(' ');
            print_int(v);
            putchar(' ');
        }
        putchar('\n');
    }
    int failures = 0;
    for (int m = 3; m <= 15; m += 2) {
        int bad = check(m) + !is_permutation(m);
        print_int(m);
        putchar(bad ? '!' : '.');
        failures += bad;
    }
    print_newline();
    return failures;
}
