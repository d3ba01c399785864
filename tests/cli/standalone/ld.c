#include "lib.h"

/* long double arithmetic, conversions and comparisons, and (on x86-64) the x87 return. */
long double ld_scale(long double x, int k) {
    long double r = x;
    for (int i = 0; i < k; i++)
        r = r * 3.0L / 2.0L - (long double)i / 8;
    return r;
}

int ld_compare(long double a, long double b) {
    return (a < b) - (a > b) + (int)(a * b);
}
