// Calls of small functions defined earlier in the file, in loops and out of them.

int board[16];

// Reads a global (Cranelift's own inliner leaves those calls): inlined in `place`'s loop.
int safe(int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = board[r];
        if (c == col || c - col == row - r || col - c == row - r)
            return 0;
    }
    return 1;
}

int place(int row, int n) {
    if (row == n)
        return 1;
    int count = 0;
    for (int col = 0; col < n; col++) {
        if (safe(row, col)) {
            board[row] = col;
            count += place(row + 1, n);
        }
    }
    return count;
}

// Calls another function: inlined, its call kept. Void: no join phi.
int printf(const char *format, ...);
void report(int k) {
    if (k % 1000 == 0)
        printf("%d\n", k);
}

int sum(int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        report(i);
        s += a[i];
    }
    return s;
}

// Inlined too: a small body is copied at any call site, not only in loops.
int once(int *a) {
    return safe(3, a[0]);
}

// Takes a local's address (an alloca stays): inlined, the alloca moving to the caller's
// entry block.
int sum_ref(int *a, int n) {
    int t = 0;
    int *p = &t;
    for (int i = 0; i < n; i++)
        *p += a[i];
    return t;
}

int twice(int *a, int n) {
    int s = 0;
    for (int k = 0; k < 2; k++)
        s += sum_ref(a, n);
    return s;
}
