/* Text patterns from nested loops: a diamond, a multiplication table aligned by hand, and a
 * number spiral computed cell by cell. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

void pad(int n, int width) {
    int digits = 1;
    for (int t = n; t >= 10; t /= 10)
        digits++;
    for (int i = digits; i < width; i++)
        putchar(' ');
    print_int(n);
}

void diamond(int r) {
    for (int y = -r; y <= r; y++) {
        int ay = y < 0 ? -y : y;
        for (int x = -r; x <= r; x++) {
            int ax = x < 0 ? -x : x;
            putchar(ax + ay <= r ? (ax + ay == r ? '*' : '+') : ' ');
        }
        putchar('\n');
    }
}

/* Value at (x, y) of an n x n clockwise spiral starting at 1 in the top-left corner. */
int spiral(int n, int x, int y) {
    int ring = x;
    if (y < ring) ring = y;
    if (n - 1 - x < ring) ring = n - 1 - x;
    if (n - 1 - y < ring) ring = n - 1 - y;
    int side = n - 2 * ring;
    int before = n * n - side * side;
    int lx = x - ring, ly = y - ring;
    if (ly == 0)
        return before + lx + 1;
    if (lx == side - 1)
        return before + side + ly;
    if (ly == side - 1)
        return before + 3 * side - 2 - lx;
    return before + 4 * side - 3 - ly;
}

int main(void) {
    diamond(5);
    for (int i = 1; i <= 9; i++) {
        for (int j = 1; j <= 9; j++)
            pad(i * j, 3);
        putchar('\n');
    }
    int n = 7, diag = 0;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            pad(spiral(n, x, y), 3);
            if (x == y)
                diag += spiral(n, x, y);
        }
        putchar('\n');
    }
    print_int(diag);
    print_newline();
    return diag % 256;
}
