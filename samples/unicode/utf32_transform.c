/* A UTF-32 text tool over built-in strings: decode UTF-8 into char32_t (rejecting
 * malformed sequences), count code points per plane, reverse by code point, case-fold the
 * ASCII and Latin-1 letters, re-encode to UTF-8 and check the round trip, and compare with
 * the compiler's own U"" literals. */
#include <stdio.h>
#include <string.h>
#include <uchar.h>

#define MAX 256

/* Returns the number of code points, or -1 at the byte offset *bad of a malformed one. */
static int utf8_decode(const unsigned char *s, char32_t *out, int *bad) {
    int n = 0;
    for (int i = 0; s[i];) {
        unsigned c = s[i];
        int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0) {
            *bad = i;
            return -1;
        }
        char32_t cp = len == 1 ? c : c & (0x7f >> len);
        for (int k = 1; k < len; k++) {
            if ((s[i + k] & 0xc0) != 0x80) {
                *bad = i;
                return -1;
            }
            cp = cp << 6 | (s[i + k] & 0x3f);
        }
        static const char32_t min_for_len[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < min_for_len[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            *bad = i;
            return -1;
        }
        out[n++] = cp;
        i += len;
    }
    return n;
}

static int utf8_encode(const char32_t *cps, int n, unsigned char *out) {
    int o = 0;
    for (int i = 0; i < n; i++) {
        char32_t c = cps[i];
        if (c < 0x80) {
            out[o++] = (unsigned char)c;
        } else if (c < 0x800) {
            out[o++] = 0xc0 | c >> 6;
            out[o++] = 0x80 | (c & 0x3f);
        } else if (c < 0x10000) {
            out[o++] = 0xe0 | c >> 12;
            out[o++] = 0x80 | (c >> 6 & 0x3f);
            out[o++] = 0x80 | (c & 0x3f);
        } else {
            out[o++] = 0xf0 | c >> 18;
            out[o++] = 0x80 | (c >> 12 & 0x3f);
            out[o++] = 0x80 | (c >> 6 & 0x3f);
            out[o++] = 0x80 | (c & 0x3f);
        }
    }
    out[o] = 0;
    return o;
}

static char32_t to_upper(char32_t c) {
    if ((c >= U'a' && c <= U'z') || (c >= 0xe0 && c <= 0xfe && c != 0xf7))
        return c - 0x20;
    return c;
}

static void report(const char *label, const char *text) {
    char32_t cps[MAX], rev[MAX], up[MAX];
    unsigned char back[MAX * 4];
    int bad = 0;
    int n = utf8_decode((const unsigned char *)text, cps, &bad);
    if (n < 0) {
        printf("%-8s malformed UTF-8 at byte %d\n", label, bad);
        return;
    }
    int ascii = 0, bmp = 0, astral = 0;
    for (int i = 0; i < n; i++) {
        if (cps[i] < 0x80)
            ascii++;
        else if (cps[i] < 0x10000)
            bmp++;
        else
            astral++;
        rev[n - 1 - i] = cps[i];
        up[i] = to_upper(cps[i]);
    }
    printf("%-8s %zu bytes, %d code points (%d ASCII, %d BMP, %d astral)\n", label,
           strlen(text), n, ascii, bmp, astral);
    printf("         code points:");
    for (int i = 0; i < n && i < 8; i++)
        printf(" U+%04X", (unsigned)cps[i]);
    printf("%s\n", n > 8 ? " ..." : "");
    int len = utf8_encode(cps, n, back);
    printf("         round trip: %s (%d bytes)\n", strcmp((char *)back, text) == 0 ? "ok" : "FAIL",
           len);
    utf8_encode(rev, n, back);
    printf("         reversed:   %s\n", back);
    utf8_encode(up, n, back);
    printf("         upper:      %s\n", back);
}

int main(void) {
    report("ascii", "Hello, world");
    report("latin1", "déjà vu, façade, Ærøskøbing");
    report("greek", "Καλημέρα κόσμε");
    report("cjk", "日本語のテキスト");
    report("emoji", "smile \xf0\x9f\x98\x80 / music \xf0\x9d\x84\x9e");
    report("bad1", "ok \xc3\x28 here");
    report("bad2", "overlong \xc0\xaf");
    report("bad3", "surrogate \xed\xa0\x80");

    /* The compiler's U"" literal must decode the same as our decoder. */
    static const char32_t lit[] = U"naïve ☃ 𝄞";
    char32_t mine[MAX];
    int bad = 0;
    int n = utf8_decode((const unsigned char *)u8"naïve ☃ 𝄞", mine, &bad);
    int same = n == (int)(sizeof lit / sizeof lit[0] - 1);
    for (int i = 0; same && i < n; i++)
        same = mine[i] == lit[i];
    printf("U\"\" literal: %zu code points, matches decoder: %s\n",
           sizeof lit / sizeof lit[0] - 1, same ? "yes" : "no");
    return same ? 0 : 1;
}
