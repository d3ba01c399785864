/* The corners of wide and Unicode literals, as a lexer test table would exercise them:
 * L"..." joined with plain literals and with macros made by L ## x, wchar_t arrays (plain,
 * two-dimensional, inside structures) initialized from wide strings, every escape in each
 * encoding, universal character names, u8 strings, the types of the literals through
 * _Generic and sizeof, wide constants as case labels, and #if on wide constants agreeing
 * with the compiler's own view of wchar_t's signedness. */
#include <locale.h>
#include <stdio.h>
#include <stddef.h>
#include <uchar.h>
#include <wchar.h>

#define WIDEN_(x) L##x
#define WIDEN(x) WIDEN_(x)
#define VERSION "1.2"

#if L'\0' - 1 < 0
#define PP_WCHAR_SIGNED 1
#else
#define PP_WCHAR_SIGNED 0
#endif
#if u'\0' - 1 < 0 || U'\0' - 1 < 0
#error "char16_t and char32_t are unsigned"
#endif

static const wchar_t banner[] = L"tool " WIDEN(VERSION) " (" "wide" L")";
static const wchar_t *const messages[] = {L"ok", L"tab\there", "" L"empty-prefix", L""};

struct token {
    int kind;
    wchar_t text[6];
    char32_t wide32[3];
};

static struct token tokens[] = {
    {1, L"if", U"i"},
    {2, {L'=', L'='}, {U'=', 0}},
    {3, L"\u03bb", U"\U0001F600"},
};

static wchar_t grid[3][4] = {L"abc", L"de", {L'f'}};

static const char *classify(wchar_t c) {
    switch (c) {
    case L'\0': return "nul";
    case L'\t': return "tab";
    case L'\u00e9': return "e-acute";
    case L'\x3bb': return "lambda";
    case L'a' ... L'z': return "lower";
    default: return "other";
    }
}

static void dump16(const char *what, const char16_t *s, size_t n) {
    printf("%s:", what);
    for (size_t i = 0; i < n; i++)
        printf(" %04x", (unsigned)s[i]);
    printf("\n");
}

int main(void) {
    setlocale(LC_ALL, "C.UTF-8");
    printf("banner [%ls] %zu elements\n", banner, sizeof banner / sizeof banner[0]);
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++)
        printf("message %zu: [%ls] %zu\n", i, messages[i], wcslen(messages[i]));
    for (size_t i = 0; i < 3; i++)
        printf("token %d [%ls] %zu, U[0] %#x\n", tokens[i].kind, tokens[i].text,
               wcslen(tokens[i].text), (unsigned)tokens[i].wide32[0]);
    for (int r = 0; r < 3; r++)
        printf("grid[%d] [%ls] tail %d\n", r, grid[r], (int)grid[r][3]);

    const wchar_t esc[] = L"\0\a\b\f\n\r\t\v\\\'\"\?\123\x7f\u00ff";
    printf("escapes:");
    for (size_t i = 0; i < sizeof esc / sizeof esc[0]; i++)
        printf(" %d", (int)esc[i]);
    printf("\n");
    const char16_t u16[] = u"\xd800" u"\uFFFD\U00010437z";
    dump16("u16", u16, sizeof u16 / sizeof u16[0]);
    const char32_t u32[] = U"\x10FFFF" "ascii";
    printf("u32 %#x then %zu more\n", (unsigned)u32[0], sizeof u32 / sizeof u32[0] - 1);
    const char utf8[] = u8"\u00e9" "t" u8"\u00e9 \U0001F600";
    printf("u8 [%s] %zu bytes:", utf8, sizeof utf8 - 1);
    for (size_t i = 0; i < sizeof utf8 - 1; i++)
        printf(" %02x", (unsigned char)utf8[i]);
    printf("\n");

    printf("types %d %d %d %d %d\n", _Generic(L'a', wchar_t: 1, default: 0),
           _Generic(u'a', char16_t: 1, default: 0), _Generic(U'a', char32_t: 1, default: 0),
           _Generic(L"a", wchar_t *: 1, default: 0), _Generic(u"a", char16_t *: 1, default: 0));
    printf("sizes %zu %zu %zu %zu %zu\n", sizeof(L'a'), sizeof(u'a'), sizeof(U'a'),
           sizeof(L"" L"abc"), sizeof(u"\U00010437"));
    printf("#if agrees with the compiler: %s\n",
           PP_WCHAR_SIGNED == ((wchar_t)-1 < 0) ? "yes" : "no");
    printf("indexing %lc %d, arithmetic %d\n", L"xyz"[2], (int)u"\u20ac"[0], L'z' - L'a');
    for (const wchar_t *p = L"a\t\u00e9\u03bb\u4e2d"; ; p++) {
        printf("%s ", classify(*p));
        if (!*p)
            break;
    }
    printf("\n");
    return 0;
}
