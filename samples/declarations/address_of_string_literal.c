/* A string literal is an lvalue of array type: `&"..."` is a pointer to the whole array,
 * in code and in static initializers. */
#include <stdio.h>

static const char (*greeting)[6] = &"hello";

int main(void) {
    char (*p)[3] = &"ab";
    printf("%s %s %zu %zu\n", *p, *greeting, sizeof *p, sizeof(&"ab"));
    printf("%c%c\n", (*p)[1], (*greeting)[4]);
    return (int)sizeof *greeting;
}
