/* A hexdump -C style dump of standard input: offset, 16 bytes in hex in two groups of 8,
 * printable characters (isprint) in a side column, repeated lines collapsed to '*', and
 * a byte-value summary at the end. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define WIDTH 16

static void dump_line(unsigned long offset, const unsigned char *bytes, size_t n) {
    printf("%08lx ", offset);
    for (size_t i = 0; i < WIDTH; i++) {
        if (i == 8)
            putchar(' ');
        if (i < n)
            printf(" %02x", bytes[i]);
        else
            fputs("   ", stdout);
    }
    fputs("  |", stdout);
    for (size_t i = 0; i < n; i++)
        putchar(isprint(bytes[i]) ? bytes[i] : '.');
    puts("|");
}

int main(void) {
    unsigned char line[WIDTH], previous[WIDTH];
    size_t n = 0;
    unsigned long offset = 0;
    int have_previous = 0, starred = 0;
    unsigned long counts[4] = {0}; /* control, printable, high, newline */
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n')
            counts[3]++;
        else if (c >= 128)
            counts[2]++;
        else if (isprint(c))
            counts[1]++;
        else
            counts[0]++;
        line[n++] = (unsigned char)c;
        if (n == WIDTH) {
            if (have_previous && memcmp(line, previous, WIDTH) == 0) {
                if (!starred)
                    puts("*");
                starred = 1;
            } else {
                dump_line(offset, line, n);
                starred = 0;
            }
            memcpy(previous, line, WIDTH);
            have_previous = 1;
            offset += n;
            n = 0;
        }
    }
    if (n > 0)
        dump_line(offset, line, n);
    offset += n;
    printf("%08lx\n", offset);
    printf("printable %lu, newlines %lu, other control %lu, high %lu\n", counts[1], counts[3],
           counts[0], counts[2]);
    return 0;
}
