/* Complex numbers as a struct passed and returned by value (no _Complex): rows of the
 * Mandelbrot set as ASCII, a recursive radix-2 FFT of size 16, its inverse, and a circular
 * convolution through the FFT checked against the direct sum. */
#include <stdio.h>
#include <math.h>

typedef struct {
    double re, im;
} Complex;

static Complex c_make(double re, double im) {
    Complex z;
    z.re = re;
    z.im = im;
    return z;
}
static Complex c_add(Complex a, Complex b) { return c_make(a.re + b.re, a.im + b.im); }
static Complex c_sub(Complex a, Complex b) { return c_make(a.re - b.re, a.im - b.im); }
static Complex c_mul(Complex a, Complex b) {
    return c_make(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
static Complex c_conj(Complex a) { return c_make(a.re, -a.im); }
static double c_abs2(Complex a) { return a.re * a.re + a.im * a.im; }
static Complex c_expi(double t) { return c_make(cos(t), sin(t)); }

/* Rounds away -0 and last-bit noise so the printout is stable. */
static double tidy(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

static int mandel_iter(Complex c, int limit) {
    Complex z = {0, 0};
    for (int i = 0; i < limit; i++) {
        if (c_abs2(z) > 4.0)
            return i;
        z = c_add(c_mul(z, z), c);
    }
    return limit;
}

static void fft(Complex *a, int n, int inverse) {
    if (n == 1)
        return;
    Complex even[8], odd[8];
    for (int i = 0; i < n / 2; i++) {
        even[i] = a[2 * i];
        odd[i] = a[2 * i + 1];
    }
    fft(even, n / 2, inverse);
    fft(odd, n / 2, inverse);
    double sign = inverse ? 1.0 : -1.0;
    for (int k = 0; k < n / 2; k++) {
        Complex t = c_mul(c_expi(sign * 2.0 * M_PI * k / n), odd[k]);
        a[k] = c_add(even[k], t);
        a[k + n / 2] = c_sub(even[k], t);
    }
}

#define FN 16

int main(void) {
    const char *shades = " .:-=+*#%@";
    for (int row = 0; row < 21; row++) {
        char line[61];
        for (int col = 0; col < 60; col++) {
            Complex c = c_make(-2.2 + col * 0.05, -1.2 + row * 0.12);
            int it = mandel_iter(c, 90);
            line[col] = it == 90 ? '@' : shades[it % 9];
        }
        line[60] = '\0';
        printf("|%s|\n", line);
    }

    Complex x[FN], y[FN], spec[FN];
    for (int i = 0; i < FN; i++) {
        x[i] = c_make(sin(2 * M_PI * 3 * i / FN) + 0.5 * cos(2 * M_PI * 5 * i / FN), 0);
        y[i] = c_make(i < 4 ? 1.0 : 0.0, 0);
        spec[i] = x[i];
    }
    fft(spec, FN, 0);
    printf("spectrum of sin(3t) + 0.5 cos(5t):\n");
    for (int k = 0; k < FN; k++)
        printf("  X[%2d] = %8.4f %+8.4fi  |X|^2 = %.4f\n", k, tidy(spec[k].re), tidy(spec[k].im),
               tidy(c_abs2(spec[k])));

    Complex back[FN];
    for (int i = 0; i < FN; i++)
        back[i] = spec[i];
    fft(back, FN, 1);
    double err = 0;
    for (int i = 0; i < FN; i++) {
        Complex d = c_sub(c_make(back[i].re / FN, back[i].im / FN), x[i]);
        err += c_abs2(d);
    }
    printf("round trip error below 1e-20: %s\n", err < 1e-20 ? "yes" : "no");

    /* Circular convolution by FFT against the direct O(n^2) sum. */
    Complex fy[FN], prod[FN];
    for (int i = 0; i < FN; i++)
        fy[i] = y[i];
    fft(fy, FN, 0);
    for (int i = 0; i < FN; i++)
        prod[i] = c_mul(spec[i], fy[i]);
    fft(prod, FN, 1);
    double maxdiff = 0;
    printf("moving sum of 4:");
    for (int i = 0; i < FN; i++) {
        double direct = 0;
        for (int j = 0; j < FN; j++)
            direct += x[j].re * y[(i - j + FN) % FN].re;
        double viafft = prod[i].re / FN;
        if (fabs(direct - viafft) > maxdiff)
            maxdiff = fabs(direct - viafft);
        printf(" %.3f", tidy(direct));
    }
    printf("\nconvolution agrees: %s\n", maxdiff < 1e-9 ? "yes" : "no");
    Complex z = c_mul(c_make(3, 4), c_conj(c_make(3, 4)));
    printf("(3+4i)(3-4i) = %g%+gi\n", z.re, z.im);
    return 0;
}
