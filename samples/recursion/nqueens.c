/* N-queens with bitmasks: count the solutions for boards of size 1 to 10. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int solve(int all, int cols, int diag1, int diag2) {
    if (cols == all)
        return 1;
    int count = 0;
    int free = all & ~(cols | diag1 | diag2);
    while (free) {
        int bit = free & -free;
        free -= bit;
        count += solve(all, cols | bit, ((diag1 | bit) << 1) & all, (diag2 | bit) >> 1);
    }
    return count;
}

int queens(int n) {
    return solve((1 << n) - 1, 0, 0, 0);
}

int main(void) {
    int total = 0;
    for (int n = 1; n <= 10; n++) {
        int s = queens(n);
        total += s;
        print_int(n);
        putchar(':');
        print_int(s);
        putchar('\n');
    }
    print_int(total);
    print_newline();
    return queens(8) % 256;
}
