/* A UTF-8 decoder over standard input: bytes are read with getchar (as unsigned values, so
 * plain char signedness never matters), decoded into uint32_t code points with validation
 * of continuation bytes, overlongs and surrogates, and summarised by encoded length. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

static int sequence_length(int lead) {
    if (lead < 0x80)
        return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        return 2;
    if (lead >= 0xE0 && lead <= 0xEF)
        return 3;
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    return 0;
}

int main(void) {
    long by_length[5] = {0};
    long invalid = 0, lines = 1, column = 0;
    uint32_t max_cp = 0;
    int c;
    while ((c = getchar()) != EOF) {
        int len = sequence_length(c);
        column++;
        if (len == 0) {
            printf("line %ld col %ld: invalid lead byte 0x%02X\n", lines, column, (unsigned)c);
            invalid++;
            continue;
        }
        uint32_t cp = len == 1 ? (uint32_t)c : (uint32_t)c & (0x7Fu >> len);
        int ok = 1;
        for (int k = 1; k < len; k++) {
            int next = getchar();
            if (next == EOF || (next & 0xC0) != 0x80) {
                printf("line %ld col %ld: truncated sequence\n", lines, column);
                ok = 0;
                if (next != EOF)
                    ungetc(next, stdin);
                break;
            }
            cp = (cp << 6) | ((uint32_t)next & 0x3F);
        }
        if (!ok) {
            invalid++;
            continue;
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            printf("line %ld col %ld: overlong or surrogate U+%04" PRIX32 "\n", lines, column, cp);
            invalid++;
            continue;
        }
        by_length[len]++;
        if (cp > max_cp)
            max_cp = cp;
        if (len > 1)
            printf("line %ld col %ld: U+%04" PRIX32 " (%d bytes)\n", lines, column, cp, len);
        if (cp == '\n') {
            lines++;
            column = 0;
        }
    }
    printf("code points: %ld ascii, %ld two-byte, %ld three-byte, %ld four-byte; %ld invalid\n",
           by_length[1], by_length[2], by_length[3], by_length[4], invalid);
    printf("largest code point U+%04" PRIX32 "\n", max_cp);
    return invalid ? 2 : 0;
}
