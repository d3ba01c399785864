/* `va_arg(ap, __int128)`: a variadic sum of 128-bit values announced by a format string,
 * mixed with `int`, `long`, `double` and a small structure, so that the 128-bit arguments
 * land in register pairs (an even pair on aarch64), straddle the last free register and
 * go on the stack (aligned to 16), as gcc places them on both targets. */
#include <stdarg.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

struct pair {
    int a, b;
};

static void print_u128(const char *label, u128 v) {
    char buf[48];
    int n = 0;
    do {
        buf[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    printf("%s", label);
    while (n)
        putchar(buf[--n]);
    putchar('\n');
}

/* Each letter says the next argument's type: q i128, Q u128, i int, l long, d double,
 * p struct pair. Returns the sum of everything, integers and pair members exactly,
 * doubles truncated. */
static i128 sum(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    i128 total = 0;
    for (const char *f = fmt; *f; f++) {
        switch (*f) {
        case 'q': total += va_arg(ap, i128); break;
        case 'Q': total += (i128)va_arg(ap, u128); break;
        case 'i': total += va_arg(ap, int); break;
        case 'l': total += va_arg(ap, long); break;
        case 'd': total += (i128)va_arg(ap, double); break;
        case 'p': {
            struct pair p = va_arg(ap, struct pair);
            total += p.a * 1000 + p.b;
            break;
        }
        }
    }
    va_end(ap);
    return total;
}

/* A copy of the list reads the same 128-bit values again. */
static u128 max_twice(int n, ...) {
    va_list ap, again;
    va_start(ap, n);
    va_copy(again, ap);
    u128 best = 0;
    for (int i = 0; i < n; i++) {
        u128 v = va_arg(ap, u128);
        if (v > best)
            best = v;
    }
    u128 check = 0;
    for (int i = 0; i < n; i++)
        check ^= va_arg(again, u128);
    va_end(again);
    va_end(ap);
    return best ^ (check & 0);
}

int main(void) {
    const u128 big = ((u128)1 << 100) + 12345;
    const i128 neg = -((i128)1 << 90) - 7;
    print_u128("two: ", (u128)sum("qq", (i128)5, (i128)7));
    /* One int first, so the 128-bit value starts at an odd register (rounded up on aarch64). */
    print_u128("odd start: ", (u128)sum("iQi", 1, big, 2));
    /* Five longs leave one integer register: the value goes to the stack, the int after it
     * still takes the last register on x86-64. */
    print_u128("straddle: ", (u128)sum("lllllQi", 1L, 2L, 3L, 4L, 5L, big, 6));
    i128 s = sum("qdqpQlq", neg, 2.5, (i128)-1, (struct pair){3, 4}, big, 9L, neg);
    printf("mixed negative: %s\n", s < 0 ? "yes" : "no");
    print_u128("mixed magnitude: ", (u128)(s < 0 ? -s : s));
    print_u128("many: ", (u128)sum("QQQQQQQQ", (u128)1, (u128)2, (u128)3, (u128)4, big, (u128)6,
                                   (u128)7, big));
    print_u128("max: ", max_twice(5, (u128)3, big, (u128)99, big - 1, (u128)-1 >> 1));
    return 0;
}
