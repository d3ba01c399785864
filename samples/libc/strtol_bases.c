/* Number parsing with stdlib.h: strtol in bases 2..36 and base 0 (prefix detection), the
 * end pointer for partial parses, atoi/atol, strtoul and strtod, plus abs/labs/llabs. */
#include <stdio.h>
#include <stdlib.h>

static void parse(const char *text, int base) {
    char *end;
    long v = strtol(text, &end, base);
    printf("strtol(%-12s base %2d) = %12ld  rest \"%s\"\n", text, base, v, end);
}

static void to_base(unsigned long v, int base, char *out) {
    const char *digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[72];
    int n = 0;
    do {
        tmp[n++] = digits[v % base];
        v /= base;
    } while (v);
    for (int i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    out[n] = '\0';
}

int main(void) {
    parse("101101", 2);
    parse("777", 8);
    parse("-12345", 10);
    parse("ff", 16);
    parse("0xFF", 16);
    parse("0x1A", 0);
    parse("0755", 0);
    parse("42", 0);
    parse("zz", 36);
    parse("Hello", 36);
    parse("12abc", 10);
    parse("   +17 apples", 10);
    parse("xyz", 10);

    printf("atoi(\"  -42xyz\") = %d, atol(\"1234567890123\") = %ld\n", atoi("  -42xyz"),
           atol("1234567890123"));
    printf("strtoul(\"4294967295\") = %lu, strtoull hex = %llu\n", strtoul("4294967295", NULL, 10),
           strtoull("ffffffffffff", NULL, 16));
    char *end;
    double d = strtod("3.25e2 meters", &end);
    printf("strtod = %.2f, rest \"%s\"\n", d, end);

    char out[72];
    int bases[] = {2, 3, 8, 16, 36};
    for (int i = 0; i < 5; i++) {
        to_base(2024, bases[i], out);
        long back = strtol(out, NULL, bases[i]);
        printf("2024 in base %2d = %-12s back = %ld\n", bases[i], out, back);
    }

    printf("abs(-7)=%d labs(-70000000000)=%ld llabs(-9e15)=%lld\n", abs(-7), labs(-70000000000L),
           llabs(-9000000000000000LL));
    return 0;
}
