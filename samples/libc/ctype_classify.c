/* ctype.h classification: a table of which classes each printable ASCII character belongs
 * to, counts per class, and case conversion of a sentence. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define CLASSES(X) \
    X(alnum)       \
    X(alpha)       \
    X(digit)       \
    X(xdigit)      \
    X(lower)       \
    X(upper)       \
    X(punct)       \
    X(space)       \
    X(graph)       \
    X(print)       \
    X(cntrl)       \
    X(blank)

#define COUNT_CLASS(name) int n_##name = 0;
#define TEST_CLASS(name) \
    if (is##name(c))     \
        n_##name++;
#define PRINT_CLASS(name) printf("  is%-7s %3d\n", #name, n_##name);

int main(void) {
    CLASSES(COUNT_CLASS)
    for (int c = 0; c < 128; c++) {
        CLASSES(TEST_CLASS)
    }
    puts("ASCII characters per class:");
    CLASSES(PRINT_CLASS)

    puts("\nchar alnum alpha digit xdigit punct space");
    const char *sample = "aZ09fG_ !~\t";
    for (size_t i = 0; i < strlen(sample); i++) {
        int c = (unsigned char)sample[i];
        printf("%4d %5d %5d %5d %6d %5d %5d\n", c, !!isalnum(c), !!isalpha(c), !!isdigit(c),
               !!isxdigit(c), !!ispunct(c), !!isspace(c));
    }

    char text[] = "The Quick Brown Fox, 42 times!";
    char upper[sizeof text], lower[sizeof text], swapped[sizeof text];
    for (size_t i = 0; i < sizeof text; i++) {
        unsigned char c = (unsigned char)text[i];
        upper[i] = (char)toupper(c);
        lower[i] = (char)tolower(c);
        swapped[i] = (char)(isupper(c) ? tolower(c) : islower(c) ? toupper(c) : c);
    }
    printf("\noriginal: %s\nupper:    %s\nlower:    %s\nswapped:  %s\n", text, upper, lower,
           swapped);

    int hex_value = 0;
    for (const char *p = "7fFe"; *p; p++) {
        int c = (unsigned char)*p;
        hex_value = hex_value * 16 + (isdigit(c) ? c - '0' : tolower(c) - 'a' + 10);
    }
    printf("hex 7fFe = %d\n", hex_value);
    return 0;
}
