/* Run-length encoding of strings: a textual form ("4a3b") built with sprintf and parsed
 * back with strtol, a byte form with escape for long runs, and compression ratios. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void rle_text(const char *in, char *out) {
    size_t o = 0;
    for (size_t i = 0; in[i];) {
        size_t run = 1;
        while (in[i + run] == in[i])
            run++;
        if (run > 1)
            o += (size_t)sprintf(out + o, "%zu", run);
        out[o++] = in[i];
        i += run;
    }
    out[o] = '\0';
}

static int unrle_text(const char *in, char *out, size_t size) {
    size_t o = 0;
    while (*in) {
        long run = 1;
        if (isdigit((unsigned char)*in)) {
            char *end;
            run = strtol(in, &end, 10);
            in = end;
            if (*in == '\0')
                return -1;
        }
        if (o + (size_t)run >= size)
            return -1;
        memset(out + o, *in, (size_t)run);
        o += (size_t)run;
        in++;
    }
    out[o] = '\0';
    return (int)o;
}

static size_t rle_bytes(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t run = 1;
        while (i + run < n && in[i + run] == in[i] && run < 255)
            run++;
        out[o++] = (unsigned char)run;
        out[o++] = in[i];
        i += run;
    }
    return o;
}

int main(void) {
    const char *inputs[] = {"aaaabbbcca", "abcdef", "wwwwwwwwwwwwbwwwwwwwwwwwwbbbwwwwwwwwwwwwww",
                            "x", "", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"};
    char encoded[128], decoded[128];
    for (int i = 0; i < 6; i++) {
        rle_text(inputs[i], encoded);
        int n = unrle_text(encoded, decoded, sizeof decoded);
        double ratio = strlen(inputs[i]) ? (double)strlen(encoded) / strlen(inputs[i]) : 1.0;
        printf("\"%s\"\n  -> \"%s\" (%.0f%%) %s\n", inputs[i], encoded, ratio * 100.0,
               n >= 0 && strcmp(decoded, inputs[i]) == 0 ? "round-trip ok" : "MISMATCH");
    }
    printf("unrle(\"12\") = %d, unrle(\"3a2\") = %d\n", unrle_text("12", decoded, sizeof decoded),
           unrle_text("3a2", decoded, sizeof decoded));

    unsigned char image[600];
    for (int i = 0; i < 600; i++)
        image[i] = (unsigned char)(i < 300 ? 0 : i < 310 ? 255 : (i / 50) % 2 ? 128 : 64);
    unsigned char packed[1200];
    size_t packed_len = rle_bytes(image, sizeof image, packed);
    printf("image 600 bytes -> %zu bytes:", packed_len);
    for (size_t i = 0; i < packed_len; i += 2)
        printf(" %dx%d", packed[i], packed[i + 1]);
    putchar('\n');
    return 0;
}
