/* Wide and Unicode strings and characters with glibc's types: wchar_t arrays sized from
 * L"..." (and truncated or zero-filled as C says), char16_t strings with surrogate pairs,
 * char32_t arrays, wide strings in tables and structures, <wchar.h>'s wcs functions and
 * wprintf-style formatting into a buffer, conversions to and from multibyte UTF-8. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <locale.h>
#include <wchar.h>
#include <uchar.h>

struct entry {
    const wchar_t *word;
    wchar_t tag[4];
};

static const struct entry dictionary[] = {
    {L"caf\u00e9", L"fr"},
    {L"na\u00efve", L"fr"},
    {L"stra\u00dfe", L"de"},
    {L"\u65e5\u672c", L"ja"},
    {L"smile \U0001F600", L"emo"},
};

static wchar_t greeting[] = L"Gr\u00fc\u00df Gott";
static wchar_t truncated[4] = L"abcd";   /* no room for the null: allowed in C */
static wchar_t padded[8] = L"ab";        /* the rest is zero */
static char16_t utf16[] = u"A\u00e9\u20ac\U0001D11E";
static char32_t utf32[] = U"A\u00e9\u20ac\U0001D11E";

static int compare(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    return wcscmp(x->word, y->word);
}

int main(void) {
    setlocale(LC_ALL, "C.UTF-8");
    printf("sizeof L\"ab\" %zu, u\"ab\" %zu, U\"ab\" %zu, \"ab\" %zu\n", sizeof(L"ab"),
           sizeof(u"ab"), sizeof(U"ab"), sizeof("ab"));
    printf("greeting: %ls (%zu wide chars, array of %zu)\n", greeting, wcslen(greeting),
           sizeof greeting / sizeof greeting[0]);
    printf("truncated: %lc%lc%lc%lc, padded tail %d %d\n", truncated[0], truncated[1],
           truncated[2], truncated[3], (int)padded[2], (int)padded[7]);
    printf("utf16 units:");
    for (size_t i = 0; i < sizeof utf16 / sizeof utf16[0]; i++)
        printf(" %04x", utf16[i]);
    printf("\nutf32 units:");
    for (size_t i = 0; i < sizeof utf32 / sizeof utf32[0]; i++)
        printf(" %x", (unsigned)utf32[i]);
    printf("\nL'\\u00e9' %d, u'\\u20ac' %d, U'\\U0001D11E' %ld, L'\\x62' %d\n", (int)L'\u00e9',
           (int)u'\u20ac', (long)U'\U0001D11E', (int)L'\x62');

    struct entry sorted[5];
    memcpy(sorted, dictionary, sizeof sorted);
    qsort(sorted, 5, sizeof sorted[0], compare);
    for (int i = 0; i < 5; i++) {
        char buf[64];
        size_t n = wcstombs(buf, sorted[i].word, sizeof buf);
        printf("%-12s %zu bytes, %zu wide, tag %ls\n", buf, n, wcslen(sorted[i].word),
               sorted[i].tag);
    }

    wchar_t line[64];
    swprintf(line, 64, L"%ls=%d;%ls", L"count", 42, wcschr(greeting, L' ') + 1);
    printf("swprintf: %ls\n", line);
    wchar_t *found = wcsstr(line, L"42");
    printf("wcsstr offset %ld, wcstol %ld\n", (long)(found - line), wcstol(found, NULL, 10));

    wchar_t back[32];
    size_t m = mbstowcs(back, "\xe2\x82\xac 5 \xc2\xa3", 32);
    printf("mbstowcs: %zu wide chars, first %#x, last %#x\n", m, (unsigned)back[0],
           (unsigned)back[m - 1]);
    return 0;
}
