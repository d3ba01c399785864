/* A printf of its own over putchar: %d %i %u %x %ld %lu %c %s %p-free %f (fixed decimals)
 * and %%, with widths, '-' and '0' flags, a vprintf-style core taking a va_list, va_copy
 * to measure before printing (right alignment of a whole record), structures passed
 * through `...` (small, mixed and large), and more arguments than there are registers. */
#include <stdarg.h>

int putchar(int c);
static int tiny_printf(const char *fmt, ...);

struct point { int x, y; };
struct rgb { double r, g, b; };
struct span { long from, to; };

static int put_digits(unsigned long v, unsigned base, int width, char pad) {
    char buf[24];
    int n = 0, out = 0;
    do {
        buf[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    for (; width > n; width--, out++)
        putchar(pad);
    while (n)
        putchar(buf[--n]), out++;
    return out;
}

static int put_signed(long v, int width, char pad) {
    unsigned long u = v < 0 ? -(unsigned long)v : (unsigned long)v;
    int digits = 1, out = 0;
    for (unsigned long t = u; t >= 10; t /= 10)
        digits++;
    if (pad == ' ')
        for (; width > digits + (v < 0); width--, out++)
            putchar(' ');
    if (v < 0) {
        putchar('-');
        out++;
        width--;
    }
    return out + put_digits(u, 10, width, pad);
}

/* Fixed-point: `decimals` digits after the point, rounded half away from zero. */
static int put_fixed(double d, int decimals) {
    int out = 0;
    unsigned long scale = 1;
    for (int i = 0; i < decimals; i++)
        scale *= 10;
    if (d < 0) {
        putchar('-');
        out++;
        d = -d;
    }
    unsigned long all = (unsigned long)(d * scale + 0.5);
    out += put_digits(all / scale, 10, 1, '0');
    if (decimals) {
        putchar('.');
        out += 1 + put_digits(all % scale, 10, decimals, '0');
    }
    return out;
}

static int put_string(const char *s, int width, int left) {
    int n = 0, out = 0;
    while (s[n])
        n++;
    for (; !left && width > n; width--, out++)
        putchar(' ');
    for (int i = 0; i < n; i++, out++)
        putchar(s[i]);
    for (; left && width > n; width--, out++)
        putchar(' ');
    return out;
}

/* The core, on a va_list: returns the characters written. */
static int tiny_vprintf(const char *fmt, va_list ap) {
    int out = 0;
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            putchar(*fmt);
            out++;
            continue;
        }
        fmt++;
        int left = 0, width = 0, decimals = 6, is_long = 0;
        char pad = ' ';
        if (*fmt == '-')
            left = 1, fmt++;
        if (*fmt == '0')
            pad = '0', fmt++;
        while (*fmt >= '0' && *fmt <= '9')
            width = width * 10 + (*fmt++ - '0');
        if (*fmt == '.') {
            decimals = 0;
            for (fmt++; *fmt >= '0' && *fmt <= '9'; fmt++)
                decimals = decimals * 10 + (*fmt - '0');
        }
        if (*fmt == 'l')
            is_long = 1, fmt++;
        switch (*fmt) {
        case 'd':
        case 'i':
            out += put_signed(is_long ? va_arg(ap, long) : va_arg(ap, int), width, pad);
            break;
        case 'u':
            out += put_digits(is_long ? va_arg(ap, unsigned long) : va_arg(ap, unsigned), 10,
                              width, pad);
            break;
        case 'x':
            out += put_digits(is_long ? va_arg(ap, unsigned long) : va_arg(ap, unsigned), 16,
                              width, pad);
            break;
        case 'c':
            putchar(va_arg(ap, int));
            out++;
            break;
        case 's':
            out += put_string(va_arg(ap, const char *), width, left);
            break;
        case 'f':
            out += put_fixed(va_arg(ap, double), decimals);
            break;
        case 'P': { /* a struct point, printed by a nested variadic call */
            struct point p = va_arg(ap, struct point);
            out += tiny_printf("(%d,%d)", p.x, p.y);
            break;
        }
        case 'C': { /* a struct rgb */
            struct rgb c = va_arg(ap, struct rgb);
            out += tiny_printf("rgb(%.2f %.2f %.2f)", c.r, c.g, c.b);
            break;
        }
        case 'S': { /* a struct span */
            struct span s = va_arg(ap, struct span);
            out += tiny_printf("[%ld..%ld)", s.from, s.to);
            break;
        }
        default:
            putchar(*fmt);
            out++;
        }
    }
    return out;
}

static int tiny_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = tiny_vprintf(fmt, ap);
    va_end(ap);
    return n;
}

/* Writes nothing: counts what tiny_vprintf would write, on a copy of the caller's list. */
static int measure(const char *fmt, va_list ap) {
    int n = 0;
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            n++;
            continue;
        }
        fmt++;
        if (*fmt == 'd') {
            int v = va_arg(ap, int);
            n += v < 0;
            do
                n++;
            while (v /= 10);
        } else if (*fmt == 's') {
            const char *s = va_arg(ap, const char *);
            while (*s++)
                n++;
        }
    }
    return n;
}

/* Right-aligns a whole formatted record in `width` columns: measure on a copy, then print. */
static int right_aligned(int width, const char *fmt, ...) {
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    int n = measure(fmt, copy);
    va_end(copy);
    for (int i = n; i < width; i++)
        putchar('.');
    tiny_vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    return n;
}

int main(void) {
    struct point p = {3, -4};
    struct rgb c = {0.25, 0.5, 1.0 / 3};
    struct span s = {-10, 1L << 40};
    int n = tiny_printf("%d %i %u %x %ld %lu %c %s%%\n", -42, 7, 4000000000u, 0xbeef,
                        -9000000000L, 18000000000UL, 'z', "end");
    n += tiny_printf("[%5d] [%-6s] [%6s] [%05u] [%08x]\n", -17, "ab", "cd", 42u, 0xabcu);
    n += tiny_printf("%f %.2f %.0f %.3f\n", 3.14159265, -2.005, 1e6, 1.0 / 7);
    n += tiny_printf("P=%P C=%C S=%S\n", p, c, s);
    /* More integers and doubles than registers, with structures among them. */
    n += tiny_printf("%d %d %d %d %d %d %d %d %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f "
                     "%P %C %S %d\n",
                     1, 2, 3, 4, 5, 6, 7, 8, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, p, c,
                     s, 9);
    tiny_printf("written so far: %d\n", n);
    right_aligned(20, "%s=%d", "width", 20);
    right_aligned(20, "%s:%d:%d", "file.c", 120, -7);
    return n % 256;
}
