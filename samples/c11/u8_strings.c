/* C11 6.4.5: a u8 string literal is a char array in UTF-8, like a plain literal here;
   universal character names are encoded in UTF-8 in both. */
#include <stdio.h>
#include <string.h>

typedef unsigned char u8; /* a typedef of that name does not change how u8"" reads */

static void dump(const char *s) {
    for (const u8 *p = (const u8 *)s; *p; p++)
        printf("%02x", *p);
    printf("\n");
}

int main(void) {
    const char *hello = u8"h\u00e9llo, \U0001F600!";
    char buf[] = u8"caf\u00e9";
    const char *joined = "plain " u8"and u8 " "joined";
    u8 n = sizeof(u8"\u20ac");
    printf("%s\n%s\n%s\n", hello, buf, joined);
    printf("%zu %zu %d\n", strlen(hello), sizeof buf, n);
    dump(u8"\u00e9\u20ac\U00010348$@`");
    dump("\u00e9");
    printf("%d\n", u8"abc"[1] == 'b' && u8""[0] == 0);
    return 0;
}
