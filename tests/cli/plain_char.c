/* Everything plain char's signedness decides, for -fsigned-char and -funsigned-char:
 * conversions, comparisons, promotions, the limits, the preprocessor, the ABI (a char
 * passed and returned), variable arguments, bit-fields, and what it must not change
 * (wchar_t, signed char, unsigned char). */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

static char pass(char c) { return c; }
static int widen(char c) { return c; }
static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

struct bits {
    char small : 4;
    char whole;
};

int main(void) {
    char c = (char)200;
    char m = -1;
    volatile char v = (char)0x80;
    printf("c=%d m=%d v=%d\n", c, m, v);
    printf("less=%d shift=%d div=%d\n", c < 0, m >> 1, m / 2);
    printf("limits %d %d\n", CHAR_MIN, CHAR_MAX);
#ifdef __CHAR_UNSIGNED__
    puts("__CHAR_UNSIGNED__");
#endif
#if '\xff' < 0
    puts("#if: '\\xff' < 0");
#else
    puts("#if: '\\xff' >= 0");
#endif
    printf("constant %d %d\n", '\xff', (int)"\xfe"[0]);
    printf("abi %d %d\n", pass((char)0xf0), widen((char)0xf0));
    printf("varargs %d\n", sum(3, c, m, v));
    struct bits b = {.small = 0xf, .whole = (char)0xff};
    printf("bit-field %d %d\n", b.small, b.whole);
    signed char sc = (signed char)200;
    unsigned char uc = (unsigned char)200;
    printf("explicit %d %d\n", sc, uc);
    wchar_t w = (wchar_t)-1;
    printf("wchar_t %d %d\n", w < 0, (int)sizeof(w));
    printf("generic %d\n", _Generic(c, char: 1, signed char: 2, unsigned char: 3));
    return (unsigned char)c % 7;
}
