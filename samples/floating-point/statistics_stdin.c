/* Descriptive statistics of numbers read from standard input with strtod: count, mean,
 * sample standard deviation (Welford's method), median and quartiles via qsort of doubles,
 * min/max, and a text histogram. Malformed tokens are reported and skipped. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double quantile(const double *sorted, size_t n, double q) {
    double pos = q * (double)(n - 1);
    size_t i = (size_t)floor(pos);
    double frac = pos - (double)i;
    return i + 1 < n ? sorted[i] + frac * (sorted[i + 1] - sorted[i]) : sorted[i];
}

int main(void) {
    size_t capacity = 8, n = 0;
    double *values = malloc(capacity * sizeof *values);
    char line[256];
    int bad = 0;
    double mean = 0.0, m2 = 0.0;

    while (fgets(line, sizeof line, stdin) != NULL) {
        char *p = line;
        for (;;) {
            while (isspace((unsigned char)*p) || *p == ',')
                p++;
            if (*p == '\0')
                break;
            char *end;
            double v = strtod(p, &end);
            if (end == p) {
                size_t skip = strcspn(p, " \t\n,");
                printf("skipping bad token \"%.*s\"\n", (int)skip, p);
                bad++;
                p += skip;
                continue;
            }
            p = end;
            if (n == capacity) {
                capacity *= 2;
                values = realloc(values, capacity * sizeof *values);
            }
            values[n++] = v;
            double delta = v - mean;
            mean += delta / (double)n;
            m2 += delta * (v - mean);
        }
    }
    if (n < 2) {
        puts("need at least two numbers");
        free(values);
        return EXIT_FAILURE;
    }

    qsort(values, n, sizeof *values, compare_doubles);
    double stddev = sqrt(m2 / (double)(n - 1));
    printf("count    %zu (%d bad tokens)\n", n, bad);
    printf("mean     %.4f\n", mean);
    printf("stddev   %.4f\n", stddev);
    printf("min      %.4f\n", values[0]);
    printf("q1       %.4f\n", quantile(values, n, 0.25));
    printf("median   %.4f\n", quantile(values, n, 0.5));
    printf("q3       %.4f\n", quantile(values, n, 0.75));
    printf("max      %.4f\n", values[n - 1]);

    double lo = values[0], width = (values[n - 1] - lo) / 5.0;
    int buckets[5] = {0};
    for (size_t i = 0; i < n; i++) {
        int b = (int)((values[i] - lo) / width);
        buckets[b > 4 ? 4 : b]++;
    }
    for (int b = 0; b < 5; b++) {
        printf("[%8.2f, %8.2f%c %2d ", lo + b * width, lo + (b + 1) * width, b == 4 ? ']' : ')',
               buckets[b]);
        for (int k = 0; k < buckets[b]; k++)
            putchar('*');
        putchar('\n');
    }
    int outliers = 0;
    for (size_t i = 0; i < n; i++)
        if (fabs(values[i] - mean) > 2.0 * stddev) {
            printf("outlier: %g (z = %.2f)\n", values[i], (values[i] - mean) / stddev);
            outliers++;
        }
    printf("%d outlier%s\n", outliers, outliers == 1 ? "" : "s");
    free(values);
    return EXIT_SUCCESS;
}
