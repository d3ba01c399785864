/* Bresenham's line algorithm drawing into a 32x16 character grid that is never stored: each
 * cell asks whether any of the lines passes through it. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

int plotted;

/* Walks the line from (x0,y0) to (x1,y1) and reports whether it visits (px,py). */
int on_line(int x0, int y0, int x1, int y1, int px, int py) {
    int dx = x1 > x0 ? x1 - x0 : x0 - x1;
    int dy = y1 > y0 ? y0 - y1 : y1 - y0;
    int sx = x0 < x1 ? 1 : -1;
    int sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        if (x0 == px && y0 == py)
            return 1;
        if (x0 == x1 && y0 == y1)
            return 0;
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

int main(void) {
    for (int y = 0; y < 16; y++) {
        for (int x = 0; x < 32; x++) {
            int hit = on_line(0, 0, 31, 15, x, y) || on_line(0, 15, 31, 0, x, y) ||
                      on_line(3, 1, 3, 14, x, y) || on_line(0, 8, 31, 8, x, y);
            plotted += hit;
            putchar(hit ? '*' : '.');
        }
        putchar('\n');
    }
    print_int(plotted);
    print_newline();
    return plotted % 256;
}
