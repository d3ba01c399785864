/* Identifiers with extended characters: written in UTF-8 (C99, gcc 10 and later), as
 * universal character names (the same name: \u00e9t\u00e9 is été), and with GNU C's `$`. */
#include <stdio.h>

int café = 1;
int \u00e9t\u00e9 = 2;
int a$b = 3;
static const char *λ(void) { return "lambda"; }
struct π { double valeur; };
#define DOUBLE_\u00c9T\u00c9(x) (2 * (x))

int main(void) {
    struct π p = {3.14159};
    int naïve = été + café;
    été += 10;
    printf("%d %d %d %d %s %.5f %d\n", café, \u00e9t\u00e9, a$b, naïve, λ(), p.valeur,
           DOUBLE_ÉTÉ(été));
    return 0;
}
