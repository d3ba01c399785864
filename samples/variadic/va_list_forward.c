/* An error reporter built in layers, each passing its va_list on: report() -> vreport()
 * -> vfprintf, a counting pass with va_copy before the real one, and a helper that takes
 * arguments off the caller's list through a va_list pointer. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int errors, warnings;

static void vreport(const char *level, const char *file, int line, const char *fmt, va_list ap) {
    va_list copy;
    char buf[128];
    va_copy(copy, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, copy);
    va_end(copy);
    printf("%s:%d: %s: ", file, line, level);
    vfprintf(stdout, fmt, ap);
    printf("  [%d chars%s]\n", n, n >= (int)sizeof buf ? ", truncated" : "");
    if (!strcmp(level, "error"))
        errors++;
    else
        warnings++;
}

static void report(const char *level, const char *file, int line, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vreport(level, file, line, fmt, ap);
    va_end(ap);
}

/* Takes "count, then count ints" off the caller's list and returns their sum. */
static long take_ints(va_list *ap) {
    int n = va_arg(*ap, int);
    long sum = 0;
    while (n-- > 0)
        sum += va_arg(*ap, int);
    return sum;
}

/* groups: each group is a label then a count and ints; NULL ends the list. */
static void sums(const char *first, ...) {
    va_list ap;
    va_start(ap, first);
    for (const char *label = first; label; label = va_arg(ap, const char *))
        printf("%s = %ld\n", label, take_ints(&ap));
    va_end(ap);
}

int main(void) {
    report("warning", "main.c", 10, "unused variable '%s'", "tmp");
    report("error", "parse.c", 42, "expected '%c' before %s (%d tokens, %.1f%% done)", ';', "'}'", 17, 62.5);
    report("error", "long.c", 7, "%s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s", "a long", "line",
           "that", "goes", "past", "the", "buffer", "of one", "hundred", "and", "twenty",
           "eight", "characters", "to see", "truncation", "reported");
    sums("first", 3, 1, 2, 3, "second", 0, "third", 8, 10, 20, 30, 40, 50, 60, 70, 80, (char *)0);
    printf("%d errors, %d warnings\n", errors, warnings);
    return errors;
}
