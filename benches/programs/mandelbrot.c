/* The Mandelbrot set in double precision: count the points of a grid that stay bounded,
 * and sum the escape iterations. Argument: the grid width (height is the same). */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=200

int main(int argc, char **argv) {
    int size = 2000;
    int max_iter = 200;
    if (argc > 1)
        size = atoi(argv[1]);
    int inside = 0;
    unsigned long iterations = 0;
    int px, py;
    for (py = 0; py < size; py++) {
        double ci = -1.5 + 3.0 * (double)py / (double)size;
        for (px = 0; px < size; px++) {
            double cr = -2.0 + 3.0 * (double)px / (double)size;
            double zr = 0.0, zi = 0.0;
            int k = 0;
            while (k < max_iter && zr * zr + zi * zi <= 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = t;
                k++;
            }
            if (k == max_iter)
                inside++;
            iterations += (unsigned long)k;
        }
    }
    printf("inside %d\n", inside);
    printf("checksum %lu\n", iterations);
    return 0;
}
