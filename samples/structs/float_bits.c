/* Type punning through unions: the bits of floats and doubles, their IEEE-754 sign,
 * exponent and mantissa, rebuilding values from fields, next-representable values by
 * integer increment, and byte views made with shifts so the output is endianness-free. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef union {
    float f;
    uint32_t u;
} FloatBits;

typedef union {
    double d;
    uint64_t u;
    uint32_t half[2];
} DoubleBits;

typedef struct {
    unsigned sign;
    int exponent;      /* unbiased */
    uint64_t mantissa; /* without the implicit bit */
    const char *kind;
} Decomposed;

static Decomposed decompose(double d) {
    DoubleBits b;
    b.d = d;
    Decomposed r;
    r.sign = (unsigned)(b.u >> 63);
    unsigned e = (unsigned)(b.u >> 52) & 0x7ff;
    r.mantissa = b.u & ((UINT64_C(1) << 52) - 1);
    r.exponent = (int)e - 1023;
    if (e == 0x7ff)
        r.kind = r.mantissa ? "nan" : "inf";
    else if (e == 0)
        r.kind = r.mantissa ? "subnormal" : "zero";
    else
        r.kind = "normal";
    return r;
}

static double compose(unsigned sign, int exponent, uint64_t mantissa) {
    DoubleBits b;
    b.u = ((uint64_t)sign << 63) | ((uint64_t)(exponent + 1023) << 52) | mantissa;
    return b.d;
}

static void bytes_of(uint32_t u, char *out) {
    /* Most significant byte first, whatever the machine's byte order. */
    for (int i = 0; i < 4; i++)
        sprintf(out + 3 * i, "%02x ", (unsigned)(u >> (24 - 8 * i)) & 0xff);
    out[11] = '\0';
}

static float next_up(float f) {
    FloatBits b = {f};
    if (b.u == 0x80000000u) /* -0 */
        b.u = 1;
    else if (b.u >> 31)
        b.u--;
    else
        b.u++;
    return b.f;
}

int main(void) {
    float fs[] = {1.0f, -2.5f, 0.1f, 3.4028235e38f, 1.17549435e-38f, 1e-45f, 0.0f, -0.0f};
    for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) {
        FloatBits b;
        b.f = fs[i];
        char bytes[16];
        bytes_of(b.u, bytes);
        printf("%-14g 0x%08x  [%s]  sign %u exp %3u frac 0x%06x\n", (double)fs[i], (unsigned)b.u,
               bytes, (unsigned)(b.u >> 31), (unsigned)(b.u >> 23) & 0xff, (unsigned)b.u & 0x7fffff);
    }
    double ds[] = {1.0, 0.75, -1024.5, 1e300, 4.9e-324, 0.0, 1.0 / 3.0};
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        Decomposed p = decompose(ds[i]);
        printf("%-24.17g %-9s sign %u exp %5d mantissa 0x%013llx\n", ds[i], p.kind, p.sign,
               p.exponent, (unsigned long long)p.mantissa);
    }
    DoubleBits inf, nan;
    inf.u = UINT64_C(0x7ff0000000000000);
    nan.u = UINT64_C(0x7ff8000000000000);
    printf("inf: %s, nan: %s, nan != nan: %d\n", decompose(inf.d).kind, decompose(nan.d).kind,
           nan.d != nan.d);

    printf("compose(0, 1, 1<<51) = %g\n", compose(0, 1, UINT64_C(1) << 51));
    printf("compose(1, -2, 0) = %g\n", compose(1, -2, 0));
    printf("compose(0, 10, 0x8000000000000) = %g\n", compose(0, 10, UINT64_C(0x8000000000000)));

    float f = 1.0f;
    printf("after 1.0f:");
    for (int i = 0; i < 3; i++) {
        f = next_up(f);
        printf(" %.10g", (double)f);
    }
    printf("\n");
    printf("after -0: %g, after -1e-45: %g\n", (double)next_up(-0.0f), (double)next_up(-1e-45f));

    /* Same value seen through memcpy, the portable spelling of punning. */
    double pi = 3.141592653589793;
    uint64_t viacopy;
    memcpy(&viacopy, &pi, sizeof viacopy);
    DoubleBits viaunion = {pi};
    printf("pi bits 0x%016llx, union agrees: %s\n", (unsigned long long)viacopy,
           viacopy == viaunion.u ? "yes" : "no");
    /* Count bits set across a table of powers of two minus one. */
    unsigned total = 0;
    for (int k = 0; k < 20; k++) {
        DoubleBits b = {(double)((1u << k) - 1)};
        for (uint64_t u = b.u; u; u &= u - 1)
            total++;
    }
    printf("total set bits: %u\n", total);
    printf("sizes: %zu %zu\n", sizeof(FloatBits), sizeof(DoubleBits));
    return 0;
}
