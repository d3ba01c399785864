/* Sums and means of doubles through `...`: more of them than there are floating
 * registers, floats promoted to double, and integers mixed in as counts. */
#include <stdarg.h>
#include <stdio.h>

static double sum(int n, ...) {
    va_list ap;
    double s = 0;
    va_start(ap, n);
    while (n-- > 0)
        s += va_arg(ap, double);
    va_end(ap);
    return s;
}

/* Groups of (count, values...) until a count of 0: integers and doubles interleaved. */
static void means(int first, ...) {
    va_list ap;
    va_start(ap, first);
    for (int count = first; count != 0; count = va_arg(ap, int)) {
        double s = 0;
        for (int i = 0; i < count; i++)
            s += va_arg(ap, double);
        printf("mean of %d: %.6f\n", count, s / count);
    }
    va_end(ap);
}

int main(void) {
    float f = 0.1f;
    printf("%.6f\n", sum(0));
    printf("%.6f\n", sum(3, 1.5, 2.25, -0.75));
    printf("%.6f\n", sum(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0));
    printf("%.9f\n", sum(2, f, f * 2));
    means(2, 1.0, 3.0, 3, 10.0, 20.0, 30.0, 1, -5.5, 9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0,
          8.0, 9.0, 0);
    return 0;
}
