/* Control characters written raw inside string and character literals (a tab, as
   in JSON test data, and others) are part of the literal's value. */
#include <stdio.h>

int main(void)
{
    const char *s = "{	\"a\":	1,}";
    char tab = '	';
    int n = 0;
    for (const char *p = s; *p; p++, n++)
        printf("%d ", *p);
    printf("\n%d characters, tab %d\n", n, tab);
    return 0;
}
