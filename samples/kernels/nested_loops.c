/* A triple loop kernel: counting lattice points inside a sphere and summing a polynomial
 * over them, with several accumulators live across all three loops. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int main(void) {
    int r = 60;
    int inside = 0, surface = 0, moment = 0, checksum = 0;
    for (int x = -r; x <= r; x++) {
        int x2 = x * x;
        for (int y = -r; y <= r; y++) {
            int xy2 = x2 + y * y;
            if (xy2 > r * r)
                continue;
            for (int z = -r; z <= r; z++) {
                int d = xy2 + z * z;
                if (d > r * r)
                    continue;
                inside++;
                if (d > (r - 1) * (r - 1))
                    surface++;
                moment = (moment + d) % 1000003;
                checksum = (checksum * 7 + x + 2 * y + 3 * z + 1000) % 999983;
            }
        }
    }
    print_int(inside);
    putchar(' ');
    print_int(surface);
    putchar(' ');
    print_int(moment);
    putchar(' ');
    print_int(checksum);
    print_newline();
    return inside % 256;
}
