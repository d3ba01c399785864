/* Calls of functions declared cold go through a stub that saves every register
   (when optimising): arguments of every scalar kind, results of every width, values
   live across the calls in integer and floating registers, calls in loops. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static int reports;

__attribute__((cold, noinline)) static signed char narrow(signed char c, short s) {
    reports++;
    return (signed char)(c * 3 + s);
}

__attribute__((cold, noinline)) static unsigned short wide_args(long a, unsigned b, double x,
                                                                float y, const char *p) {
    reports++;
    return (unsigned short)(a + b + (long)(x * 2) + (long)y + (long)strlen(p));
}

__attribute__((cold, noinline)) double scale(double x, int k) {
    reports++;
    return ldexp(x, k);
}

__attribute__((cold, noinline)) void note(long v, double d) {
    reports++;
    printf("note %ld %.3f\n", v, d);
}

__attribute__((cold, noinline)) int *pick(int *a, int *b, int which) {
    reports++;
    return which ? a : b;
}

/* Six integer arguments and the result's address: the stub's registers are all taken. */
__attribute__((cold, noinline)) long six(long a, long b, long c, long d, long e, long f) {
    reports++;
    return a - b + c - d + e - f;
}

/* Seven integer arguments: one on the stack, so a plain call. */
__attribute__((cold, noinline)) long seven(long a, long b, long c, long d, long e, long f,
                                           long g) {
    reports++;
    return a + b + c + d + e + f + g;
}

static double work(const double *v, int n) {
    double acc = 0, sq = 0, lo = 1e300, hi = -1e300;
    long count = 0, bad = 0, nans = 0;
    for (int i = 0; i < n; i++) {
        double x = v[i];
        if (x < lo) lo = x;
        if (x > hi) hi = x;
        acc += x;
        sq += x * x;
        count++;
        if (x < 0) {
            bad += narrow((signed char)i, (short)(i * 7));
            acc += scale(x, 2);
            note(bad, acc);
        }
        if (x > 900)
            bad += wide_args(i, (unsigned)count, x, (float)sq, "stub");
        if (i % 97 == 96)
            bad += six(i, bad, count, 3, 4, 5) + seven(1, 2, 3, 4, 5, 6, i);
        acc += sqrt(x > 0 ? x : -x);
        if (isnan(sqrt(x)))
            nans++;
    }
    printf("acc %.6g sq %.6g lo %.3f hi %.3f count %ld bad %ld nans %ld\n", acc, sq, lo, hi, count,
           bad, nans);
    return acc;
}

int main(void) {
    double v[400];
    for (int i = 0; i < 400; i++)
        v[i] = (i % 53 == 5) ? -(double)i : (double)((i * 37) % 1000);
    errno = 0;
    double r = work(v, 400);
    printf("errno %s\n", errno == EDOM ? "EDOM" : "other");
    int a = 1, b = 2;
    int first = *pick(&a, &b, reports > 3);
    int second = *pick(&a, &b, 0);
    printf("%d %d reports %d %.3f\n", first, second, reports, r);
    return reports % 100;
}
