/* The tcc-rs runtime: a few helpers every program compiled by tcc-rs may call, usable from
 * C that has only `int` (the first subset tcc-rs accepted). Declare them by prototype, e.g.
 *     int print_int(int n);
 * The driver compiles this file once per target with the target's C compiler, caches the
 * object, and links it into every executable. It includes helpers.c, the functions the
 * generated code itself calls, which also travel in every object that needs them.
 *
 * Every function here is weak: the names are the program's to take, as they are with gcc
 * (MPC's tests define a read_int of their own in a static library). A program's definition
 * replaces the runtime's, with no "multiple definition" at the link. */

#include <stdio.h>
#include <time.h>

#define RUNTIME __attribute__((weak))

/* Print n in decimal (no newline). Returns 0. */
RUNTIME int print_int(int n) {
    printf("%d", n);
    return 0;
}

/* Print the character c. Returns 0. */
RUNTIME int print_char(int c) {
    putchar(c);
    return 0;
}

/* Print a newline. Returns 0. */
RUNTIME int print_newline(void) {
    putchar('\n');
    return 0;
}

/* Read a decimal integer from standard input, skipping white space; 0 at end of input or
 * when the input is not a number. */
RUNTIME int read_int(void) {
    int n;
    if (scanf("%d", &n) != 1)
        return 0;
    return n;
}

/* Nanoseconds on the monotonic clock, for timing. */
RUNTIME long long clock_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Milliseconds on the monotonic clock since the first call (the first call returns 0):
 * a timer that fits in an int. */
RUNTIME int elapsed_ms(void) {
    static long long start = -1;
    long long now = clock_ns();
    if (start < 0)
        start = now;
    return (int)((now - start) / 1000000);
}

#include "helpers.c"
