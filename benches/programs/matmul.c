/* Dense double-precision matrix multiply, i-k-j loop order, over flat global arrays.
 * Argument: the matrix size n (at most 600). */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=120

double a[360000];
double b[360000];
double c[360000];

void init(int n) {
    int i, j;
    unsigned int seed = 12345u;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            seed = seed * 1103515245u + 12345u;
            a[i * n + j] = (double)((seed >> 16) % 1000u) / 500.0 - 1.0;
            seed = seed * 1103515245u + 12345u;
            b[i * n + j] = (double)((seed >> 16) % 1000u) / 500.0 - 1.0;
        }
    }
}

void multiply(int n) {
    int i, j, k;
    for (i = 0; i < n * n; i++)
        c[i] = 0.0;
    for (i = 0; i < n; i++) {
        for (k = 0; k < n; k++) {
            double aik = a[i * n + k];
            double *row = &b[k * n];
            double *out = &c[i * n];
            for (j = 0; j < n; j++)
                out[j] = out[j] + aik * row[j];
        }
    }
}

int main(int argc, char **argv) {
    int n = 600;
    int rep;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n > 600)
        n = 600;
    init(n);
    double trace = 0.0;
    for (rep = 0; rep < 6; rep++) {
        int i;
        multiply(n);
        for (i = 0; i < n; i++)
            trace = trace + c[i * n + i];
        /* Feed the result back so every repetition does different work. */
        for (i = 0; i < n * n; i++)
            a[i] = c[i] / (double)n;
    }
    double total = 0.0;
    int i;
    for (i = 0; i < n * n; i++)
        total = total + c[i];
    printf("trace %.10e total %.10e\n", trace, total);
    return 0;
}
