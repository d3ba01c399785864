/* Shared by the intrinsic tests (tests/intrinsics.rs): inputs with edge values, and
   printing of results as bytes, so that two builds compare exactly. */
#include <stdio.h>
#include <string.h>
#include <math.h>

static void show(const char *what, int i, int j, const void *p, int n)
{
    const unsigned char *b = p;
    int k;
    printf("%s [%d,%d]", what, i, j);
    for (k = n - 1; k >= 0; k--)
        printf("%s%02x", k % 4 == 3 ? " " : "", b[k]);
    printf("\n");
}
/* The result of E for inputs I and J, whatever its type. */
#define SHOW(E, I, J)                                                                        \
    do {                                                                                     \
        __typeof__(E) r_ = (E);                                                              \
        show(#E, I, J, &r_, sizeof r_);                                                      \
    } while (0)

static const unsigned char BYTES[][16] __attribute__((aligned(16))) = {
    {0},
    {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
    {0x80, 0x7f, 0x00, 0x80, 0x7f, 0xff, 0x01, 0x81, 0xfe, 0x40, 0xc0, 0x3f, 0x80, 0x00, 0x80, 0x7f},
    {0x00, 0x80, 0xff, 0x7f, 0x01, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x7f, 0x00, 0x00, 0x00, 0x80},
    {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
    {0x8f, 0x03, 0x0e, 0x81, 0x05, 0x10, 0x0c, 0x0b, 0xf0, 0x0a, 0x00, 0x09, 0x07, 0x86, 0x02, 0x01},
    {0x61, 0x62, 0x63, 0x00, 0x65, 0x66, 0x61, 0x62, 0x7a, 0x41, 0x30, 0x39, 0x20, 0x61, 0x62, 0x63},
    {0x12, 0x9a, 0x33, 0xc4, 0x5e, 0x01, 0xf7, 0x88, 0x2b, 0x7c, 0xd0, 0x46, 0xa1, 0x0f, 0x63, 0xe9},
};
#define NBYTES ((int)(sizeof BYTES / sizeof BYTES[0]))

static const float FLOATS[][4] = {
    {0.0f, -0.0f, 1.5f, -2.5f},
    {NAN, INFINITY, -INFINITY, 1e-45f},
    {2.5f, 3.5f, -0.5f, 0.5f},
    {2147483648.0f, -2147483648.0f, 2147483520.0f, 1e10f},
    {1.0f, 2.0f, 3.0f, 4.0f},
    {-1e-3f, 7.0f, 8388607.5f, -8388608.5f},
    {-0.0f, 0.0f, -NAN, 1.17549435e-38f},
    {-3.75f, 1e30f, -1.5f, 0.25f},
};
#define NFLOATS ((int)(sizeof FLOATS / sizeof FLOATS[0]))

static const double DOUBLES[][2] = {
    {0.0, -0.0},
    {NAN, INFINITY},
    {-INFINITY, 5e-324},
    {2.5, -3.5},
    {2147483647.5, -2147483648.5},
    {2147483648.0, -2147483649.0},
    {9.3e18, -9.3e18},
    {4503599627370495.5, -0.5},
    {1.0, 3.0},
    {-1e-300, 1e300},
};
#define NDOUBLES ((int)(sizeof DOUBLES / sizeof DOUBLES[0]))

#ifdef _MM_ROUND_NEAREST
static const int ROUNDINGS[] = {_MM_ROUND_NEAREST, _MM_ROUND_DOWN, _MM_ROUND_UP, _MM_ROUND_TOWARD_ZERO};
#endif
