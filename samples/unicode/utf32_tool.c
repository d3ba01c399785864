/* A UTF-32 text tool: reads UTF-8 lines from standard input, decodes them into char32_t
 * with mbrtoc32 (locale C.UTF-8), and for each line prints the number of code points, the
 * line reversed code point by code point (re-encoded with c32rtomb), its letters upper-cased
 * with towupper, and the code points outside ASCII as U+XXXX. Literals in the program are
 * U"..." strings and U'x' constants. */
#include <stdio.h>
#include <string.h>
#include <limits.h>
#include <locale.h>
#include <uchar.h>
#include <wchar.h>
#include <wctype.h>

#define MAX 512

static const char32_t arrow[] = U" \u2192 ";

static size_t decode(const char *s, char32_t *out, size_t cap) {
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t n = 0, len = strlen(s);
    while (len > 0 && n < cap) {
        char32_t c;
        size_t r = mbrtoc32(&c, s, len, &st);
        if (r == (size_t)-1 || r == (size_t)-2) {
            out[n++] = U'\uFFFD'; /* invalid or truncated: the replacement character */
            s++;
            len--;
            memset(&st, 0, sizeof st);
            continue;
        }
        if (r == 0)
            break;
        out[n++] = c;
        s += r;
        len -= r;
    }
    return n;
}

static void put32(const char32_t *s, size_t n) {
    mbstate_t st;
    memset(&st, 0, sizeof st);
    char buf[MB_LEN_MAX];
    for (size_t i = 0; i < n; i++) {
        size_t r = c32rtomb(buf, s[i], &st);
        if (r != (size_t)-1)
            fwrite(buf, 1, r, stdout);
    }
}

static size_t length32(const char32_t *s) {
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8")) {
        puts("no C.UTF-8 locale");
        return 1;
    }
    char line[MAX];
    char32_t text[MAX], rev[MAX];
    int lineno = 0;
    unsigned long total = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        size_t n = decode(line, text, MAX);
        total += n;
        for (size_t i = 0; i < n; i++)
            rev[i] = text[n - 1 - i];
        printf("%d: %zu code points, %zu bytes\n   ", ++lineno, n, strlen(line));
        put32(rev, n);
        put32(arrow, length32(arrow));
        for (size_t i = 0; i < n; i++)
            text[i] = (char32_t)towupper((wint_t)text[i]);
        put32(text, n);
        putchar('\n');
        int shown = 0;
        for (size_t i = 0; i < n; i++)
            if (text[i] > U'\x7f' && shown++ < 8)
                printf("%sU+%04X", shown > 1 ? " " : "   ", (unsigned)text[i]);
        if (shown)
            putchar('\n');
    }
    printf("total %lu code points; sizeof(char32_t) %zu, U'\\U0001F600' = %#x\n", total,
           sizeof(char32_t), (unsigned)U'\U0001F600');
    return 0;
}
