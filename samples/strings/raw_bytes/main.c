/* A source is bytes: string literals, character constants, comments and #if 0 groups
   may hold bytes that are not UTF-8, and a narrow literal's bytes reach the program as
   written. This file is in EUC-JP and Latin-1 (its header in Shift-JIS); each literal's
   bytes are printed in hex. EUC-JP in a comment: ¤³¤ì¤Ï¥³¥á¥ó¥È ÿþ */
#include <stdio.h>
#include <string.h>
#include "shift_jis.h"

// Latin-1 in a line comment: café naïve
#if 0
¤¢¤¤ skipped éÿ bytes •\ table
#endif

/* In #if too, a character constant is its bytes. */
#if '¤¢' == 0xa4a2 && ('é' & 0xff) == 0xe9
#define IF_BYTES "bytes in #if: ok"
#else
#define IF_BYTES "bytes in #if: wrong"
#endif

#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b

static void dump(const char *what, const char *s, size_t n)
{
    printf("%-12s %2zu:", what, n);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", (unsigned char)s[i]);
    printf("\n");
}

#define DUMP(what, lit) dump(what, lit, sizeof lit - 1)

int main(void)
{
    DUMP("euc-jp", "¤¢¤¤¤¦ ÆüËÜ¸ì");
    DUMP("latin-1", "café à la crème");
    DUMP("mixed", "Ã© utf-8, é latin-1, ÿ€ stray");
    DUMP("reserved", "ô¾€ ô¿¿ ô¾");
    DUMP("u8", u8"¤¢");
    DUMP("stringized", STR(é));
    DUMP("stringized2", STR("¤¢" 'é'));
    DUMP("pasted", CAT(u8, "¤¤"));
    DUMP("joined", "¤" "¢");
    for (int i = 0; i < SJIS_COUNT; i++)
        dump(sjis[i].name, sjis[i].text, strlen(sjis[i].text));
    printf("chars: %d %d %d %d\n", (signed char)'é', (unsigned char)'é', '¤¢',
           '•\\');
    printf("sizes: %zu %zu\n", sizeof "¤¢", sizeof "ô¾€");
    puts(IF_BYTES);
    printf("compare: %d\n", strcmp("¤¢", "\xa4\xa2"));
    return 0;
}
