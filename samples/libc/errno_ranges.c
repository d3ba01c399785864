/* errno.h: strtol and strtoul report overflow with ERANGE and clamp to the limits, strtod
 * overflows to HUGE_VAL, and a checked parser reports all three failure kinds. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *errno_name(int e) {
    if (e == 0)
        return "0";
    if (e == ERANGE)
        return "ERANGE";
    if (e == EINVAL)
        return "EINVAL";
    if (e == EDOM)
        return "EDOM";
    return "other";
}

static int parse_int(const char *text, int *out) {
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0')
        return EINVAL;
    if (errno == ERANGE || v < INT_MIN || v > INT_MAX)
        return ERANGE;
    *out = (int)v;
    return 0;
}

int main(void) {
    const char *longs[] = {"9223372036854775807", "9223372036854775808", "-9223372036854775808",
                           "-9223372036854775809", "123456789012345678901234567890"};
    for (int i = 0; i < 5; i++) {
        errno = 0;
        long v = strtol(longs[i], NULL, 10);
        printf("strtol(%s) = %ld errno=%s\n", longs[i], v, errno_name(errno));
    }
    errno = 0;
    unsigned long u = strtoul("18446744073709551616", NULL, 10);
    printf("strtoul(2^64) = %lu errno=%s\n", u, errno_name(errno));

    errno = 0;
    double d = strtod("1e999", NULL);
    printf("strtod(1e999) is HUGE_VAL: %s errno=%s\n", d == HUGE_VAL ? "yes" : "no",
           errno_name(errno));
    errno = 0;
    d = strtod("-1e999", NULL);
    printf("strtod(-1e999) is -HUGE_VAL: %s errno=%s\n", d == -HUGE_VAL ? "yes" : "no",
           errno_name(errno));

    errno = 0;
    double r = log(-1.0);
    printf("log(-1) is NaN: %s errno=%s\n", isnan(r) ? "yes" : "no", errno_name(errno));
    errno = 0;
    r = exp(1000.0);
    printf("exp(1000) is inf: %s errno=%s\n", isinf(r) ? "yes" : "no", errno_name(errno));

    const char *inputs[] = {"42", "-17", "2147483647", "2147483648", "12abc", "", "99999999999"};
    for (int i = 0; i < 7; i++) {
        int value = 0;
        int err = parse_int(inputs[i], &value);
        if (err == 0)
            printf("parse_int(\"%s\") = %d\n", inputs[i], value);
        else
            printf("parse_int(\"%s\") failed: %s (%s)\n", inputs[i], errno_name(err),
                   strerror(err));
    }
    return 0;
}
