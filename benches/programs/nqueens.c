/* N-queens by backtracking over a board of column positions, checking each placement
 * against all earlier rows: array reads, short loops, deep recursion.
 * Argument: the board size n (at most 16). */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=9

int queen_col[16];

int safe(int row, int col) {
    int r;
    for (r = 0; r < row; r++) {
        int c = queen_col[r];
        if (c == col || c - col == r - row || c - col == row - r)
            return 0;
    }
    return 1;
}

int place(int row, int n) {
    if (row == n)
        return 1;
    int count = 0;
    int col;
    for (col = 0; col < n; col++) {
        if (safe(row, col)) {
            queen_col[row] = col;
            count += place(row + 1, n);
        }
    }
    return count;
}

int main(int argc, char **argv) {
    int n = 13;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n > 16)
        n = 16;
    unsigned int sum = 0;
    int k;
    for (k = 4; k <= n; k++) {
        int solutions = place(0, k);
        printf("%d-queens: %d solutions\n", k, solutions);
        sum = sum * 131u + (unsigned int)solutions;
    }
    printf("checksum %u\n", sum);
    return 0;
}
