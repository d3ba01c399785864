/* Breadth-first search over bitboards: knight distances on a 5x5 board (25 bits) from a
 * corner, computed frontier by frontier with shifts and masks. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int N = 5;

int square(int x, int y) {
    return 1 << (y * N + x);
}

/* All squares a knight reaches in one move from any square in `from`. */
int knight_step(int from) {
    int to = 0;
    for (int y = 0; y < N; y++)
        for (int x = 0; x < N; x++) {
            if (!(from & square(x, y)))
                continue;
            for (int k = 0; k < 8; k++) {
                int dx = k < 4 ? (k & 1 ? 1 : -1) : (k & 1 ? 2 : -2);
                int dy = k < 4 ? (k & 2 ? 2 : -2) : (k & 2 ? 1 : -1);
                int nx = x + dx, ny = y + dy;
                if (nx >= 0 && nx < N && ny >= 0 && ny < N)
                    to |= square(nx, ny);
            }
        }
    return to;
}

int main(void) {
    int all = (1 << (N * N)) - 1;
    int seen = square(0, 0), frontier = seen;
    int d0 = seen, d1 = 0, d2 = 0, d3 = 0, d4 = 0;
    int depth = 0;
    while (seen != all && depth < 10) {
        frontier = knight_step(frontier) & ~seen;
        seen |= frontier;
        depth++;
        /* Squares first reached at this depth are encoded into up to five layers. */
        if (depth == 1) d1 = frontier;
        if (depth == 2) d2 = frontier;
        if (depth == 3) d3 = frontier;
        if (depth == 4) d4 = frontier;
    }
    for (int y = 0; y < N; y++) {
        for (int x = 0; x < N; x++) {
            int s = square(x, y);
            int d = s & d0 ? 0 : s & d1 ? 1 : s & d2 ? 2 : s & d3 ? 3 : s & d4 ? 4 : 9;
            putchar('0' + d);
        }
        putchar('\n');
    }
    print_int(depth);
    print_newline();
    return depth;
}
