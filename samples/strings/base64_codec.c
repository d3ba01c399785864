/* Base64 (RFC 4648) encoding and decoding with uint8_t buffers: the RFC test vectors,
 * round trips of binary data, and rejection of malformed input. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static size_t encode(const uint8_t *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t chunk = (uint32_t)in[i] << 16;
        if (i + 1 < n)
            chunk |= (uint32_t)in[i + 1] << 8;
        if (i + 2 < n)
            chunk |= in[i + 2];
        out[o++] = alphabet[(chunk >> 18) & 63];
        out[o++] = alphabet[(chunk >> 12) & 63];
        out[o++] = i + 1 < n ? alphabet[(chunk >> 6) & 63] : '=';
        out[o++] = i + 2 < n ? alphabet[chunk & 63] : '=';
    }
    out[o] = '\0';
    return o;
}

static int sextet(char c) {
    const char *p = strchr(alphabet, c);
    return c != '\0' && p != NULL ? (int)(p - alphabet) : -1;
}

/* Returns the decoded length, or -1 if the input is not valid base64. */
static long decode(const char *in, uint8_t *out) {
    size_t n = strlen(in);
    if (n % 4 != 0)
        return -1;
    long o = 0;
    for (size_t i = 0; i < n; i += 4) {
        int pad = (in[i + 2] == '=') + (in[i + 3] == '=');
        if (pad > 0 && i + 4 != n)
            return -1;
        if (in[i + 2] == '=' && in[i + 3] != '=')
            return -1;
        uint32_t chunk = 0;
        for (int k = 0; k < 4 - pad; k++) {
            int s = sextet(in[i + k]);
            if (s < 0)
                return -1;
            chunk |= (uint32_t)s << (18 - 6 * k);
        }
        out[o++] = (uint8_t)(chunk >> 16);
        if (pad < 2)
            out[o++] = (uint8_t)(chunk >> 8);
        if (pad < 1)
            out[o++] = (uint8_t)chunk;
    }
    return o;
}

int main(void) {
    const char *vectors[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar",
                             "Many hands make light work."};
    char encoded[128];
    uint8_t decoded[128];
    for (int i = 0; i < 8; i++) {
        size_t len = strlen(vectors[i]);
        encode((const uint8_t *)vectors[i], len, encoded);
        long back = decode(encoded, decoded);
        int ok = back == (long)len && memcmp(decoded, vectors[i], len) == 0;
        printf("%-30s -> %-40s %s\n", vectors[i], encoded, ok ? "round-trip ok" : "MISMATCH");
    }

    uint8_t binary[64];
    for (int i = 0; i < 64; i++)
        binary[i] = (uint8_t)(i * 37 + 11);
    for (size_t len = 61; len <= 64; len++) {
        size_t elen = encode(binary, len, encoded);
        long back = decode(encoded, decoded);
        printf("binary %zu bytes -> %zu chars, tail \"%s\", %s\n", len, elen, encoded + elen - 8,
               back == (long)len && memcmp(binary, decoded, len) == 0 ? "ok" : "MISMATCH");
    }

    const char *invalid[] = {"abc", "ab=c", "a===", "Zm9v!mFy", "Zg==Zg=="};
    for (int i = 0; i < 5; i++)
        printf("decode(\"%s\") = %ld\n", invalid[i], decode(invalid[i], decoded));
    return EXIT_SUCCESS;
}
