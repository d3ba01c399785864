/* A fixed-point number type as a struct wrapping a 64-bit Q32.32 value (so that the type
 * system keeps it apart from plain integers): parsing from decimal text, arithmetic with
 * 128-bit-free multiplication and division, square root by Newton, exp and sin by series,
 * a damped oscillator integrated in fixed point, and comparison against double. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>

typedef struct { int64_t raw; } Fx; /* value = raw / 2^32 */

#define FX_ONE ((int64_t)1 << 32)

static Fx fx_int(int n) { return (Fx){(int64_t)n * FX_ONE}; }
static Fx fx_add(Fx a, Fx b) { return (Fx){a.raw + b.raw}; }
static Fx fx_sub(Fx a, Fx b) { return (Fx){a.raw - b.raw}; }
static Fx fx_neg(Fx a) { return (Fx){-a.raw}; }
static double fx_to_double(Fx a) { return (double)a.raw / (double)FX_ONE; }

/* (a * b) >> 32 from 32-bit halves, with magnitudes so nothing overflows or is negative. */
static Fx fx_mul(Fx a, Fx b) {
    int neg = (a.raw < 0) != (b.raw < 0);
    uint64_t x = a.raw < 0 ? (uint64_t)-a.raw : (uint64_t)a.raw;
    uint64_t y = b.raw < 0 ? (uint64_t)-b.raw : (uint64_t)b.raw;
    uint64_t xh = x >> 32, xl = x & 0xffffffffu, yh = y >> 32, yl = y & 0xffffffffu;
    uint64_t r = (xh * yh << 32) + xh * yl + xl * yh + (xl * yl >> 32);
    return (Fx){neg ? -(int64_t)r : (int64_t)r};
}

/* Restoring division producing 32 fraction bits. */
static Fx fx_div(Fx a, Fx b) {
    int neg = (a.raw < 0) != (b.raw < 0);
    uint64_t x = a.raw < 0 ? (uint64_t)-a.raw : (uint64_t)a.raw;
    uint64_t y = b.raw < 0 ? (uint64_t)-b.raw : (uint64_t)b.raw;
    uint64_t q = x / y, rem = x % y;
    for (int i = 0; i < 32; i++) {
        q <<= 1;
        rem <<= 1;
        if (rem >= y) {
            rem -= y;
            q |= 1;
        }
    }
    return (Fx){neg ? -(int64_t)q : (int64_t)q};
}

static Fx fx_parse(const char *s) {
    int neg = *s == '-';
    s += neg || *s == '+';
    Fx v = fx_int(0), ten = fx_int(10), scale = fx_int(1);
    while (*s >= '0' && *s <= '9')
        v = fx_add(fx_mul(v, ten), fx_int(*s++ - '0'));
    if (*s == '.')
        for (s++; *s >= '0' && *s <= '9'; s++) {
            scale = fx_mul(scale, ten);
            v = fx_add(v, fx_div(fx_int(*s - '0'), scale));
        }
    return neg ? fx_neg(v) : v;
}

/* Prints with 6 decimals, rounding the fraction to nearest. */
static void fx_print(Fx a) {
    uint64_t m = a.raw < 0 ? (uint64_t)-a.raw : (uint64_t)a.raw;
    uint64_t ip = m >> 32, frac = ((m & 0xffffffffu) * 1000000u + (1u << 31)) >> 32;
    if (frac == 1000000) {
        ip++;
        frac = 0;
    }
    printf("%s%llu.%06llu", a.raw < 0 && (ip || frac) ? "-" : "", (unsigned long long)ip,
           (unsigned long long)frac);
}

static Fx fx_sqrt(Fx a) {
    if (a.raw <= 0)
        return fx_int(0);
    Fx x = a.raw > FX_ONE ? fx_div(a, fx_int(2)) : fx_int(1);
    for (int i = 0; i < 40; i++)
        x = fx_div(fx_add(x, fx_div(a, x)), fx_int(2));
    return x;
}

static Fx fx_exp(Fx a) {
    Fx term = fx_int(1), sum = fx_int(1);
    for (int k = 1; k < 30; k++) {
        term = fx_div(fx_mul(term, a), fx_int(k));
        sum = fx_add(sum, term);
    }
    return sum;
}

static Fx fx_sin(Fx a) {
    Fx term = a, sum = a, a2 = fx_mul(a, a);
    for (int k = 1; k < 15; k++) {
        term = fx_neg(fx_div(fx_mul(term, a2), fx_int((2 * k) * (2 * k + 1))));
        sum = fx_add(sum, term);
    }
    return sum;
}

int main(void) {
    const char *inputs[] = {"3.14159265", "-2.5", "0.1", "1000.000001", "-0.0000005", "42"};
    for (int i = 0; i < 6; i++) {
        Fx v = fx_parse(inputs[i]);
        printf("%-12s -> ", inputs[i]);
        fx_print(v);
        printf("  raw %lld\n", (long long)v.raw);
    }
    Fx a = fx_parse("7.25"), b = fx_parse("-1.5");
    printf("a+b "); fx_print(fx_add(a, b));
    printf("  a-b "); fx_print(fx_sub(a, b));
    printf("  a*b "); fx_print(fx_mul(a, b));
    printf("  a/b "); fx_print(fx_div(a, b));
    printf("\n");
    const char *roots[] = {"2", "0.25", "144", "1000000", "0.0001"};
    for (int i = 0; i < 5; i++) {
        Fx r = fx_sqrt(fx_parse(roots[i]));
        printf("sqrt(%s) = ", roots[i]);
        fx_print(r);
        printf("  |err| < 1e-8: %s\n", fabs(fx_to_double(r) - sqrt(atof(roots[i]))) < 1e-8 ? "yes" : "no");
    }
    for (int k = -2; k <= 3; k++) {
        Fx e = fx_exp(fx_int(k)), s = fx_sin(fx_div(fx_int(k), fx_int(2)));
        printf("exp(%2d) = ", k);
        fx_print(e);
        printf("  sin(%4.1f) = ", k / 2.0);
        fx_print(s);
        printf("  close: %s\n", fabs(fx_to_double(e) - exp(k)) < 1e-6 * exp(k) + 1e-8 &&
                                         fabs(fx_to_double(s) - sin(k / 2.0)) < 1e-8 ? "yes" : "no");
    }
    /* Damped oscillator x'' = -k x - c x', semi-implicit Euler, dt = 1/64. */
    Fx x = fx_int(1), v = fx_int(0), k = fx_parse("4"), c = fx_parse("0.3"), dt = fx_div(fx_int(1), fx_int(64));
    for (int step = 1; step <= 640; step++) {
        Fx acc = fx_sub(fx_neg(fx_mul(k, x)), fx_mul(c, v));
        v = fx_add(v, fx_mul(acc, dt));
        x = fx_add(x, fx_mul(v, dt));
        if (step % 128 == 0) {
            printf("t=%2d x=", step / 64);
            fx_print(x);
            printf(" v=");
            fx_print(v);
            printf("\n");
        }
    }
    return 0;
}
