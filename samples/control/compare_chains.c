/* Chains of equality tests of one value (`x == a || x == b || ...` and `x != a && x != b
   && ...`), which the optimiser makes a range test and a bit test when the constants lie
   within 64 of each other: every value around and inside each window, signed and unsigned
   characters, negative constants, a window across zero and across a type's sign bit,
   64-bit values, the window's ends (span 63), and chains that must stay as they are (a call
   between the tests, too wide a window). */
#include <limits.h>
#include <stdio.h>

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

static int not_space(char c) { return c != ' ' && c != '\t' && c != '\n'; }

static int is_space_u(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Constants that a signed char cannot hold: the test can never be true for 200. */
static int high_u(unsigned char c) { return c == 200 || c == 201 || c == 250 || c == 255; }

static int high_s(signed char c) { return c == -56 || c == -55 || c == -6 || c == -1; }

/* Across zero. */
static int around_zero(int x) { return x == -3 || x == 0 || x == 2 || x == 5; }

/* A dense run: one range test. */
static int digit_ish(int x) { return x == '0' || x == '1' || x == '2' || x == '3'; }

/* The window's ends: span 63, bit 0 and bit 63. */
static int ends(long x) { return x == 100 || x == 101 || x == 163; }

/* 64-bit values far from zero, and one across the sign bit as unsigned. */
static int big(long long x) {
    return x == LLONG_MIN || x == LLONG_MIN + 7 || x == LLONG_MIN + 40;
}

static int across_sign(unsigned x) { return x == 0x7ffffffeu || x == 0x80000001u || x == 0x80000010u; }

static int wide_u64(unsigned long long x) { return x == ~0ull || x == 0 || x == 3; }

/* Too wide a window (64 values apart): stays a chain. */
static int too_wide(int x) { return x == 0 || x == 32 || x == 64; }

/* Short shorts through an `int` comparison. */
static int shorts(short s) { return s == -32768 || s == -32767 || s == -32710; }

static int calls;
static int counted(int x) {
    calls++;
    return x;
}

/* The call between the tests must run as often as the short-circuit order says. */
static int with_call(int x) { return x == 1 || counted(x) == 3 || x == 7; }

/* In a loop, as a field splitter skips blanks. */
static int skip_blanks(const char *s) {
    int n = 0;
    while (*s == ' ' || *s == '\t' || *s == '\n') {
        s++;
        n++;
    }
    return n;
}

/* A value and its phis: the chain's common block gets a value computed before it. */
static int classify(int c, int k) {
    int r = k * 3;
    if (c == 11 || c == 13 || c == 17 || c == 19)
        return r;
    return -r;
}

int main(void) {
    int sum = 0;
    for (int c = -130; c <= 300; c++) {
        int line = is_space((char)c) + 2 * not_space((char)c) + 4 * is_space_u((unsigned char)c)
                   + 8 * high_u((unsigned char)c) + 16 * high_s((signed char)c)
                   + 32 * around_zero(c) + 64 * digit_ish(c) + 128 * too_wide(c)
                   + 256 * shorts((short)(c * 255)) + 512 * with_call(c);
        sum = sum * 31 + line;
        if (line & ~(2 | 512))
            printf("%d: %d\n", c, line);
    }
    printf("sum %d calls %d\n", sum, calls);
    long e[] = {99, 100, 101, 102, 162, 163, 164, -100, 0};
    for (unsigned i = 0; i < sizeof e / sizeof e[0]; i++)
        printf("ends(%ld) = %d\n", e[i], ends(e[i]));
    long long b[] = {LLONG_MIN, LLONG_MIN + 1, LLONG_MIN + 7, LLONG_MIN + 40, LLONG_MIN + 41,
                     LLONG_MAX, 0, -1};
    for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++)
        printf("big(%lld) = %d\n", b[i], big(b[i]));
    unsigned a[] = {0x7ffffffdu, 0x7ffffffeu, 0x7fffffffu, 0x80000000u, 0x80000001u,
                    0x80000010u, 0x80000011u, 0, 0xffffffffu};
    for (unsigned i = 0; i < sizeof a / sizeof a[0]; i++)
        printf("across_sign(%#x) = %d\n", a[i], across_sign(a[i]));
    unsigned long long w[] = {~0ull, ~0ull - 1, 0, 1, 2, 3, 4, 1ull << 63};
    for (unsigned i = 0; i < sizeof w / sizeof w[0]; i++)
        printf("wide_u64(%llu) = %d\n", w[i], wide_u64(w[i]));
    printf("skip %d %d %d\n", skip_blanks(" \t\n x"), skip_blanks("x"), skip_blanks("\r "));
    for (int c = 9; c <= 21; c++)
        printf("classify(%d) = %d\n", c, classify(c, c + 1));
    return 0;
}
