/* Formatting into buffers: sprintf building a report line by line, snprintf truncation and
 * its "would have written" return value, and a size-measuring snprintf(NULL, 0) call used
 * to malloc exactly enough. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void format_money(char *out, size_t size, long cents) {
    long whole = cents / 100, frac = cents % 100;
    if (frac < 0)
        frac = -frac;
    char digits[32];
    snprintf(digits, sizeof digits, "%ld", whole < 0 ? -whole : whole);
    char grouped[48];
    size_t len = strlen(digits), g = 0;
    for (size_t i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            grouped[g++] = ',';
        grouped[g++] = digits[i];
    }
    grouped[g] = '\0';
    snprintf(out, size, "%s$%s.%02ld", cents < 0 ? "-" : "", grouped, frac);
}

int main(void) {
    char line[80];
    const char *items[] = {"widget", "gadget", "doohickey", "thingamajig"};
    long prices[] = {1999, 123456, 5, 987654321};
    int qty[] = {3, 1, 250, 2};
    long total = 0;
    for (int i = 0; i < 4; i++) {
        char money[32];
        format_money(money, sizeof money, prices[i] * qty[i]);
        int len = sprintf(line, "%-12s x%4d %18s", items[i], qty[i], money);
        printf("%s|%d\n", line, len);
        total += prices[i] * qty[i];
    }
    char money[32];
    format_money(money, sizeof money, total);
    printf("%-18s %18s\n", "TOTAL", money);
    format_money(money, sizeof money, -4200);
    printf("refund %s\n", money);

    char small[8];
    for (int size = 1; size <= 8; size += 3) {
        int want = snprintf(small, (size_t)size, "%s-%d", "abcdef", 12345);
        printf("snprintf size %d -> \"%s\" (wanted %d)\n", size, small, want);
    }

    const char *name = "mem2reg";
    int passes = 3;
    double seconds = 0.0421;
    int need = snprintf(NULL, 0, "pass %s ran %d times in %.4f s", name, passes, seconds);
    char *message = malloc((size_t)need + 1);
    snprintf(message, (size_t)need + 1, "pass %s ran %d times in %.4f s", name, passes, seconds);
    printf("%s [%d chars, strlen %zu]\n", message, need, strlen(message));
    free(message);

    char csv[128] = "";
    size_t used = 0;
    for (int i = 1; i <= 10; i++)
        used += (size_t)snprintf(csv + used, sizeof csv - used, i == 1 ? "%d" : ",%d", i * i * i);
    printf("cubes: %s (%zu)\n", csv, used);
    return 0;
}
