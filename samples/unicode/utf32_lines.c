/* A line tool on UTF-32: reads UTF-8 text from standard input, decodes each line into a
 * char32_t array (rejecting malformed, overlong and surrogate sequences with U+FFFD),
 * then per line prints the count of code points and of bytes, the scripts seen, the line
 * reversed by code point, and whether it contains a word given as a U"" literal; finally
 * a histogram of the most frequent non-ASCII code points. */
#include <stdio.h>
#include <string.h>
#include <uchar.h>

enum { MAXLINE = 512, MAXDISTINCT = 256 };

/* Decode one UTF-8 sequence at s (n bytes left); stores the code point, returns the bytes
 * used (at least 1). */
static int decode(const unsigned char *s, int n, char32_t *out) {
    static const char32_t min_for_len[] = {0, 0, 0x80, 0x800, 0x10000};
    int len = s[0] < 0x80 ? 1 : s[0] >> 5 == 6 ? 2 : s[0] >> 4 == 14 ? 3 : s[0] >> 3 == 30 ? 4 : 0;
    if (len == 0 || len > n) {
        *out = U'\uFFFD';
        return 1;
    }
    char32_t c = len == 1 ? s[0] : s[0] & (0x7f >> len);
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            *out = U'\uFFFD';
            return i;
        }
        c = c << 6 | (s[i] & 0x3f);
    }
    if (c < min_for_len[len] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        c = U'\uFFFD';
    *out = c;
    return len;
}

static int encode(char32_t c, char *out) {
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xc0 | c >> 6);
        out[1] = (char)(0x80 | (c & 0x3f));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xe0 | c >> 12);
        out[1] = (char)(0x80 | (c >> 6 & 0x3f));
        out[2] = (char)(0x80 | (c & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | c >> 18);
    out[1] = (char)(0x80 | (c >> 12 & 0x3f));
    out[2] = (char)(0x80 | (c >> 6 & 0x3f));
    out[3] = (char)(0x80 | (c & 0x3f));
    return 4;
}

static void put32(const char32_t *s, int n) {
    char buf[4];
    for (int i = 0; i < n; i++)
        fwrite(buf, 1, encode(s[i], buf), stdout);
}

static const struct {
    char32_t lo, hi;
    const char *name;
} scripts[] = {
    {U'A', U'z', "Latin"},          {U'\u00C0', U'\u024F', "Latin-ext"},
    {U'\u0370', U'\u03FF', "Greek"}, {U'\u0400', U'\u04FF', "Cyrillic"},
    {U'\u3040', U'\u30FF', "Kana"},  {U'\u4E00', U'\u9FFF', "CJK"},
    {U'\U0001F300', U'\U0001FAFF', "Emoji"}, {U'\uFFFD', U'\uFFFD', "invalid"},
};

static int contains(const char32_t *hay, int n, const char32_t *needle) {
    int m = 0;
    while (needle[m])
        m++;
    for (int i = 0; i + m <= n; i++)
        if (memcmp(hay + i, needle, m * sizeof(char32_t)) == 0)
            return 1;
    return 0;
}

static char32_t distinct[MAXDISTINCT];
static int counts[MAXDISTINCT], ndistinct;

static void tally(char32_t c) {
    for (int i = 0; i < ndistinct; i++)
        if (distinct[i] == c) {
            counts[i]++;
            return;
        }
    if (ndistinct < MAXDISTINCT) {
        distinct[ndistinct] = c;
        counts[ndistinct++] = 1;
    }
}

int main(void) {
    static const char32_t word[] = U"κόσμε";
    char line[MAXLINE];
    char32_t text[MAXLINE];
    int lineno = 0;
    while (fgets(line, sizeof line, stdin)) {
        int bytes = (int)strcspn(line, "\n");
        int n = 0;
        for (int i = 0; i < bytes;) {
            i += decode((const unsigned char *)line + i, bytes - i, &text[n]);
            if (text[n] >= 0x80)
                tally(text[n]);
            n++;
        }
        printf("%d: %d code points, %d bytes;", ++lineno, n, bytes);
        for (size_t s = 0; s < sizeof scripts / sizeof scripts[0]; s++)
            for (int i = 0; i < n; i++)
                if (text[i] >= scripts[s].lo && text[i] <= scripts[s].hi) {
                    printf(" %s", scripts[s].name);
                    break;
                }
        printf("%s\n   reversed: ", contains(text, n, word) ? " [has the word]" : "");
        char32_t rev[MAXLINE];
        for (int i = 0; i < n; i++)
            rev[i] = text[n - 1 - i];
        put32(rev, n);
        printf("\n");
    }
    printf("most frequent non-ASCII code points:\n");
    for (int round = 0; round < 5 && ndistinct > 0; round++) {
        int best = 0;
        for (int i = 1; i < ndistinct; i++)
            if (counts[i] > counts[best] || (counts[i] == counts[best] && distinct[i] < distinct[best]))
                best = i;
        printf("  U+%04X ", (unsigned)distinct[best]);
        put32(&distinct[best], 1);
        printf(" x%d\n", counts[best]);
        counts[best] = -1;
    }
    printf("sizeof(char32_t) %zu, sizeof U\"κόσμε\" %zu\n", sizeof(char32_t), sizeof word);
    return 0;
}
