/* Fixed-point arithmetic in Q64.64 (a signed __int128 with 64 fraction bits), as used for
 * exact, deterministic maths where floating point differs between machines: multiply and
 * divide through 256-bit intermediates built from 64-bit halves, square root by Newton's
 * method, e by its series, pi by Machin's formula with an arctangent series, and printing
 * of 18 decimal places by repeated multiplication by 10. */
#include <stdint.h>
#include <stdio.h>

typedef __int128 fix;
typedef unsigned __int128 ufix;

#define ONE ((fix)1 << 64)

/* (a * b) >> 64 for non-negative a, b, without overflowing 128 bits. */
static ufix umul(ufix a, ufix b) {
    uint64_t ah = (uint64_t)(a >> 64), al = (uint64_t)a;
    uint64_t bh = (uint64_t)(b >> 64), bl = (uint64_t)b;
    ufix hi = (ufix)ah * bh, mid1 = (ufix)ah * bl, mid2 = (ufix)al * bh, lo = (ufix)al * bl;
    return (hi << 64) + mid1 + mid2 + (lo >> 64);
}

static fix fmul(fix a, fix b) {
    int neg = (a < 0) != (b < 0);
    ufix r = umul(a < 0 ? -(ufix)a : (ufix)a, b < 0 ? -(ufix)b : (ufix)b);
    return neg ? -(fix)r : (fix)r;
}

/* (a << 64) / b by long division, one bit at a time. */
static fix fdiv(fix a, fix b) {
    int neg = (a < 0) != (b < 0);
    ufix ua = a < 0 ? -(ufix)a : (ufix)a, ub = b < 0 ? -(ufix)b : (ufix)b;
    ufix q = ua / ub, r = ua % ub;
    for (int i = 0; i < 64; i++) {
        int carry = (int)(r >> 127);
        r <<= 1;
        q <<= 1;
        if (carry || r >= ub) {
            r -= ub;
            q |= 1;
        }
    }
    return neg ? -(fix)q : (fix)q;
}

static fix fsqrt(fix x) {
    fix g = x > ONE ? x / 2 : ONE;
    for (int i = 0; i < 100; i++) {
        fix next = (g + fdiv(x, g)) / 2;
        if (next == g)
            break;
        g = next;
    }
    return g;
}

static fix fexp1(void) {
    fix sum = ONE, term = ONE;
    for (int n = 1; term != 0; n++) {
        term /= n;
        sum += term;
    }
    return sum;
}

/* arctan(1/k) = sum (-1)^n / ((2n+1) k^(2n+1)). */
static fix atan_inv(int k) {
    fix power = ONE / k, sum = 0;
    for (int n = 0; power != 0; n++) {
        fix term = power / (2 * n + 1);
        sum += n % 2 ? -term : term;
        power /= (fix)k * k;
    }
    return sum;
}

static void show(const char *name, fix v) {
    printf("%-8s ", name);
    if (v < 0) {
        putchar('-');
        v = -v;
    }
    printf("%lld.", (long long)(v >> 64));
    ufix frac = (uint64_t)v;
    for (int i = 0; i < 18; i++) {
        frac *= 10;
        putchar('0' + (int)(frac >> 64));
        frac &= ~(uint64_t)0;
    }
    printf("  (raw %016llx%016llx)\n", (unsigned long long)((ufix)v >> 64), (unsigned long long)v);
}

int main(void) {
    show("sqrt(2)", fsqrt(2 * ONE));
    show("sqrt(10)", fsqrt(10 * ONE));
    show("e", fexp1());
    fix pi = 4 * (4 * atan_inv(5) - atan_inv(239));
    show("pi", pi);
    show("pi^2/6", fdiv(fmul(pi, pi), 6 * ONE));
    show("1/3", fdiv(ONE, 3 * ONE));
    show("-7/2", fdiv(-7 * ONE, 2 * ONE));
    fix r = fsqrt(2 * ONE);
    show("r*r-2", fmul(r, r) - 2 * ONE);
    return 0;
}
