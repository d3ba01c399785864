/* An ASCII Mandelbrot set in 16.12 fixed point: nested loops, a data-dependent exit and
 * multiplies whose products stay below 2^31. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

int iterations(int cr, int ci, int max_iter) {
    int zr = 0, zi = 0;
    int n = 0;
    while (n < max_iter) {
        int zr2 = zr * zr >> 12;
        int zi2 = zi * zi >> 12;
        if (zr2 + zi2 > 4 << 12)
            break;
        int t = zr2 - zi2 + cr;
        zi = (zr * zi >> 11) + ci;
        zr = t;
        n++;
    }
    return n;
}

int shade(int n, int max_iter) {
    if (n == max_iter)
        return '#';
    if (n > 12)
        return '+';
    if (n > 6)
        return '-';
    if (n > 3)
        return '.';
    return ' ';
}

int main(void) {
    int total = 0;
    for (int row = 0; row < 24; row++) {
        int ci = (row - 12) * 4096 / 10;
        for (int col = 0; col < 64; col++) {
            int cr = (col - 44) * 4096 / 20;
            int n = iterations(cr, ci, 50);
            total += n;
            putchar(shade(n, 50));
        }
        putchar('\n');
    }
    print_int(total);
    print_newline();
    return total % 256;
}
