/* Indirect calls with narrow and mixed argument/return types: checksum and pixel
 * kernels returning unsigned char, signed char, short, unsigned short, _Bool and float
 * through function pointers, plus a ten-argument kernel that spills to the stack. */
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>

typedef unsigned char (*u8_fn)(unsigned char, unsigned char);
typedef signed char (*s8_fn)(signed char, int);
typedef short (*s16_fn)(short, short);
typedef unsigned short (*u16_fn)(unsigned short, unsigned);
typedef bool (*pred_fn)(int);
typedef float (*f32_fn)(float, int, float);
typedef long (*wide_fn)(int, double, char, float, long, unsigned char, double, short, int, double);

static unsigned char sat_add(unsigned char a, unsigned char b) { return a + b > 255 ? 255 : (unsigned char)(a + b); }
static unsigned char wrap_add(unsigned char a, unsigned char b) { return (unsigned char)(a + b); }
static unsigned char average(unsigned char a, unsigned char b) { return (unsigned char)((a + b + 1) / 2); }

static signed char clamp_shift(signed char a, int s) { int v = a * (1 << s); return (signed char)(v > 127 ? 127 : v < -128 ? -128 : v); }
static signed char negate8(signed char a, int s) { (void)s; return (signed char)(a == -128 ? 127 : -a); }

static short diff16(short a, short b) { int v = a - b; return (short)(v > 32767 ? 32767 : v < -32768 ? -32768 : v); }
static short mul16(short a, short b) { int v = a * b; return (short)(v > 32767 ? 32767 : v < -32768 ? -32768 : v); }

static unsigned short rotl16(unsigned short x, unsigned r) { r &= 15; return (unsigned short)((x << r) | (x >> ((16 - r) & 15))); }
static unsigned short bswap16(unsigned short x, unsigned r) { (void)r; return (unsigned short)((x >> 8) | (x << 8)); }

static bool is_prime(int n)
{
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
    return true;
}
static bool is_square(int n) { int r = 0; while (r * r < n) r++; return r * r == n; }

static float lerp(float a, int steps, float b) { return a + (b - a) * (float)steps / 8.0f; }
static float fpow(float a, int n, float scale) { float r = scale; while (n-- > 0) r *= a; return r; }

static long mix10(int a, double b, char c, float d, long e, unsigned char f, double g, short h, int i, double j)
{
    return a + (long)(b * 10) + c + (long)(d * 100) + e + f + (long)(g * 1000) + h + i + (long)j;
}
static long alt10(int a, double b, char c, float d, long e, unsigned char f, double g, short h, int i, double j)
{
    return (long)a * i - e + (long)(b + g + j) * h + (long)d - c - f;
}

int main(void)
{
    static const u8_fn u8s[] = {sat_add, wrap_add, average};
    static const s8_fn s8s[] = {clamp_shift, negate8};
    static const s16_fn s16s[] = {diff16, mul16};
    static const u16_fn u16s[] = {rotl16, bswap16};
    static const pred_fn preds[] = {is_prime, is_square};
    static const f32_fn f32s[] = {lerp, fpow};
    static const wide_fn wides[] = {mix10, alt10};
    unsigned long check = 0;

    unsigned char bytes[] = {0, 1, 100, 128, 200, 255};
    for (int k = 0; k < 3; k++) {
        printf("u8 fn %d:", k);
        for (int i = 0; i < 6; i++) {
            unsigned char r = u8s[k](bytes[i], bytes[5 - i]);
            int widened = u8s[k](bytes[i], 77);      /* must be zero-extended */
            printf(" %u/%d", r, widened);
            check = check * 31 + r + (unsigned)widened;
        }
        printf("\n");
    }
    signed char sc[] = {-128, -100, -1, 0, 1, 63, 127};
    for (int k = 0; k < 2; k++) {
        printf("s8 fn %d:", k);
        for (int i = 0; i < 7; i++) {
            int r = s8s[k](sc[i], 1);               /* must be sign-extended */
            printf(" %d", r);
            check = check * 31 + (unsigned)(r + 128);
        }
        printf("\n");
    }
    short sh[] = {-32768, -300, -1, 0, 255, 32767};
    for (int k = 0; k < 2; k++) {
        printf("s16 fn %d:", k);
        for (int i = 0; i < 6; i++) {
            long r = s16s[k](sh[i], sh[(i + 2) % 6]);
            printf(" %ld", r);
            check = check * 31 + (unsigned long)(r + 65536);
        }
        printf("\n");
    }
    unsigned short us[] = {1, 0x8001, 0xBEEF, 0xFFFF};
    for (int k = 0; k < 2; k++) {
        printf("u16 fn %d:", k);
        for (int i = 0; i < 4; i++) {
            unsigned r = u16s[k](us[i], (unsigned)i * 5);
            printf(" %u", r);
            check = check * 31 + r;
        }
        printf("\n");
    }
    for (int k = 0; k < 2; k++) {
        int count = 0, sum = 0;
        for (int n = 0; n < 100; n++)
            if (preds[k](n)) { count++; sum += n; }
        bool b = preds[k](49);
        printf("pred %d: %d matches, sum %d, 49 -> %d\n", k, count, sum, b);
        check = check * 31 + (unsigned)(count + sum + b);
    }
    for (int k = 0; k < 2; k++) {
        float acc = 0;
        for (int i = 0; i <= 8; i += 2) acc += f32s[k](1.5f, i, 3.0f);
        printf("f32 fn %d: %.4f\n", k, acc);
        check = check * 31 + (unsigned long)(acc * 1000);
    }
    for (int k = 0; k < 2; k++) {
        long r = wides[k](7, 2.5, 'A', 1.25f, 100000L, 250, 0.125, -12, -9, 1e6);
        printf("wide fn %d: %ld\n", k, r);
        check = check * 31 + (unsigned long)r;
    }
    printf("checksum %lu\n", check);
    return 0;
}
