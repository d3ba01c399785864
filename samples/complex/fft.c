/* A radix-2 fast Fourier transform in double _Complex arithmetic: the transform of a
 * signal, its inverse, a convolution by the transform of two polynomials, in place. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 16

static double clean(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

static void bit_reverse(double complex *a, int n) {
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j ^= bit;
        if (i < j) {
            double complex t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}

static void fft(double complex *a, int n, int inverse) {
    bit_reverse(a, n);
    for (int len = 2; len <= n; len <<= 1) {
        double angle = 2 * M_PI / len * (inverse ? 1 : -1);
        double complex wlen = CMPLX(cos(angle), sin(angle));
        for (int i = 0; i < n; i += len) {
            double complex w = 1;
            for (int j = 0; j < len / 2; j++) {
                double complex u = a[i + j], v = a[i + j + len / 2] * w;
                a[i + j] = u + v;
                a[i + j + len / 2] = u - v;
                w *= wlen;
            }
        }
    }
    if (inverse)
        for (int i = 0; i < n; i++)
            a[i] /= n;
}

static void show(const char *title, const double complex *a, int n) {
    printf("%s\n", title);
    for (int i = 0; i < n; i++)
        printf("  %2d: %9.4f %+9.4fi  |%.4f|\n", i, clean(creal(a[i])), clean(cimag(a[i])),
               clean(cabs(a[i])));
}

int main(void) {
    double complex x[N];
    for (int i = 0; i < N; i++)
        x[i] = sin(2 * M_PI * 3 * i / N) + 0.5 * cos(2 * M_PI * 5 * i / N) + (i % 4) * 0.25;
    show("signal", x, N);
    fft(x, N, 0);
    show("spectrum", x, N);
    fft(x, N, 1);
    show("back", x, N);

    /* (1 + 2x + 3x^2) * (4 + 5x + 6x^2 + 7x^3) by pointwise products of transforms. */
    double complex p[8] = {1, 2, 3}, q[8] = {4, 5, 6, 7};
    fft(p, 8, 0);
    fft(q, 8, 0);
    for (int i = 0; i < 8; i++)
        p[i] *= q[i];
    fft(p, 8, 1);
    printf("product:");
    for (int i = 0; i < 8; i++)
        printf(" %.0f", clean(creal(p[i])));
    printf("\n");
    return 0;
}
