/* Compensated summation in long double against plain double: sums whose exact values are
 * known (sums of terms representable exactly, telescoping series, alternating series) are
 * computed naively in double, with Kahan compensation in double, and naively and with
 * compensation in long double. long double is 80-bit x87 on x86-64 and IEEE binary128 on
 * aarch64, so the printed values are its results rounded to double or compared against
 * a tolerance both formats meet; the errors of double are target independent. */
#include <stdio.h>
#include <float.h>
#include <math.h>

typedef struct {
    long double sum, c;
} kahan_ld;

static void kahan_ld_add(kahan_ld *k, long double x) {
    long double y = x - k->c;
    long double t = k->sum + y;
    k->c = (t - k->sum) - y;
    k->sum = t;
}

typedef struct {
    double sum, c;
} kahan_d;

static void kahan_d_add(kahan_d *k, double x) {
    double y = x - k->c;
    double t = k->sum + y;
    k->c = (t - k->sum) - y;
    k->sum = t;
}

/* Terms 0.1 * i: not exact in binary, so every summation misses 5005000 * 0.1 a little. */
static void tenths(void) {
    double naive = 0;
    long double naive_ld = 0;
    kahan_d kd = {0, 0};
    kahan_ld kl = {0, 0};
    for (int i = 1; i <= 10000; i++) {
        double x = 0.1 * i;
        naive += x;
        naive_ld += x;
        kahan_d_add(&kd, x);
        kahan_ld_add(&kl, x);
    }
    printf("tenths: naive double   %.17g\n", naive);
    printf("tenths: kahan double   %.17g\n", kd.sum);
    printf("tenths: naive long dbl %.17g\n", (double)naive_ld);
    printf("tenths: kahan long dbl %.17g\n", (double)kl.sum);
    printf("tenths: kahan long double and kahan double agree: %s\n",
           (double)kl.sum == kd.sum ? "yes" : "no");
}

/* 1 followed by many 2^-60: double drops every term, long double keeps them all. */
static void tiny_terms(void) {
    double small = ldexp(1.0, -60);
    double naive = 1;
    long double naive_ld = 1;
    kahan_d kd = {1, 0};
    kahan_ld kl = {1, 0};
    for (int i = 0; i < 1 << 20; i++) {
        naive += small;
        naive_ld += small;
        kahan_d_add(&kd, small);
        kahan_ld_add(&kl, small);
    }
    long double exact = 1.0L + ldexpl(1.0L, -40);
    printf("tiny: naive double lost all terms: %s\n", naive == 1.0 ? "yes" : "no");
    printf("tiny: kahan double recovered them: %s (%.17g)\n",
           kd.sum == (double)exact ? "yes" : "no", kd.sum);
    printf("tiny: naive long double exact: %s\n", naive_ld == exact ? "yes" : "no");
    printf("tiny: kahan long double exact: %s\n", kl.sum == exact ? "yes" : "no");
    printf("tiny: (long double - 1) * 2^40 = %.1f\n", (double)((naive_ld - 1) * ldexpl(1, 40)));
}

/* Telescoping: sum 1/(k(k+1)) = 1 - 1/(n+1). */
static void telescoping(int n) {
    double naive = 0;
    kahan_ld kl = {0, 0};
    long double naive_ld = 0;
    for (int k = n; k >= 1; k--) {
        long double term = 1.0L / ((long double)k * (k + 1));
        naive += (double)term;
        naive_ld += term;
        kahan_ld_add(&kl, term);
    }
    long double exact = 1.0L - 1.0L / (n + 1);
    printf("telescoping n=%d: long double %.15f, error below 1e-17: %s, kahan below 1e-18: %s\n",
           n, (double)naive_ld, fabsl(naive_ld - exact) < 1e-17L ? "yes" : "no",
           fabsl(kl.sum - exact) < 1e-18L ? "yes" : "no");
    printf("telescoping n=%d: double error above 1e-17: %s\n", n,
           fabsl((long double)naive - exact) > 1e-17L ? "yes" : "no");
}

/* Alternating harmonic series: converges to ln 2, compared with logl(2). */
static void alternating(int n) {
    kahan_ld kl = {0, 0};
    kahan_d kd = {0, 0};
    for (int k = n; k >= 1; k--) {
        long double term = (k % 2 ? 1.0L : -1.0L) / k;
        kahan_ld_add(&kl, term);
        kahan_d_add(&kd, (double)term);
    }
    /* The tail after n terms is about 1/(2n). */
    long double tail = 1.0L / (2.0L * n);
    printf("alternating n=%d: ln2 - sum = %.6e (1/(2n) = %.6e)\n", n,
           (double)(logl(2.0L) - kl.sum), (double)tail);
    printf("alternating n=%d: double and long double agree to 1e-15: %s\n", n,
           fabsl((long double)kd.sum - kl.sum) < 1e-15L ? "yes" : "no");
}

int main(void) {
    printf("long double has more precision than double: %s\n",
           LDBL_MANT_DIG > DBL_MANT_DIG ? "yes" : "no");
    printf("LDBL_EPSILON below 1e-18: %s\n", LDBL_EPSILON < 1e-18L ? "yes" : "no");
    tenths();
    tiny_terms();
    telescoping(1000);
    telescoping(100000);
    alternating(1000);
    alternating(1000000);
    return 0;
}
