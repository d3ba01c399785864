/* Conway's Game of Life on a 5x6 torus whose 30 cells are the bits of one int: a glider
 * travels and the population is printed each generation. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

int W = 6;
int H = 5;

int cell(int board, int x, int y) {
    x = (x + W) % W;
    y = (y + H) % H;
    return (board >> (y * W + x)) & 1;
}

int neighbours(int board, int x, int y) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (dx || dy)
                n += cell(board, x + dx, y + dy);
    return n;
}

int step(int board) {
    int next = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int n = neighbours(board, x, y);
            int alive = cell(board, x, y);
            if (n == 3 || (alive && n == 2))
                next |= 1 << (y * W + x);
        }
    return next;
}

int population(int board) {
    int p = 0;
    while (board) {
        p += board & 1;
        board >>= 1;
    }
    return p;
}

void show(int board) {
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++)
            putchar(cell(board, x, y) ? 'O' : '.');
        putchar('\n');
    }
}

int main(void) {
    /* Glider: .O. / ..O / OOO */
    int board = (1 << 1) | (1 << (W + 2)) | (1 << (2 * W)) | (1 << (2 * W + 1)) | (1 << (2 * W + 2));
    show(board);
    for (int g = 1; g <= 8; g++) {
        board = step(board);
        print_int(population(board));
        putchar(' ');
    }
    print_newline();
    show(board);
    int blinker = (1 << (2 * W + 1)) | (1 << (2 * W + 2)) | (1 << (2 * W + 3));
    int period = 0, b = blinker;
    do {
        b = step(b);
        period++;
    } while (b != blinker && period < 100);
    print_int(period);
    print_newline();
    return population(board) * 10 + period;
}
