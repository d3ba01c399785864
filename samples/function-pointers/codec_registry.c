/* A codec registry: reversible byte transforms (run-length, delta, move-to-front, XOR
 * keystream, nibble swap) registered with encode/decode function pointers and a bound
 * on output growth; pipelines of codecs are applied in order and undone in reverse,
 * with round-trip verification, sizes and checksums. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef size_t (*codec_fn)(const uint8_t *in, size_t n, uint8_t *out);

struct codec {
    const char *name;
    codec_fn encode, decode;
    int growth;               /* worst-case output is n * growth + 2 */
};

/* Run-length: pairs (count, byte), count 1..255. */
static size_t rle_enc(const uint8_t *in, size_t n, uint8_t *out)
{
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && in[j] == in[i] && j - i < 255) j++;
        out[o++] = (uint8_t)(j - i);
        out[o++] = in[i];
        i = j;
    }
    return o;
}
static size_t rle_dec(const uint8_t *in, size_t n, uint8_t *out)
{
    size_t o = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        for (int k = 0; k < in[i]; k++) out[o++] = in[i + 1];
    return o;
}

static size_t delta_enc(const uint8_t *in, size_t n, uint8_t *out)
{
    uint8_t prev = 0;
    for (size_t i = 0; i < n; i++) { out[i] = (uint8_t)(in[i] - prev); prev = in[i]; }
    return n;
}
static size_t delta_dec(const uint8_t *in, size_t n, uint8_t *out)
{
    uint8_t prev = 0;
    for (size_t i = 0; i < n; i++) { prev = (uint8_t)(prev + in[i]); out[i] = prev; }
    return n;
}

static void mtf_init(uint8_t table[256]) { for (int i = 0; i < 256; i++) table[i] = (uint8_t)i; }
static void mtf_front(uint8_t table[256], int pos)
{
    uint8_t v = table[pos];
    memmove(table + 1, table, (size_t)pos);
    table[0] = v;
}
static size_t mtf_enc(const uint8_t *in, size_t n, uint8_t *out)
{
    uint8_t table[256];
    mtf_init(table);
    for (size_t i = 0; i < n; i++) {
        int pos = 0;
        while (table[pos] != in[i]) pos++;
        out[i] = (uint8_t)pos;
        mtf_front(table, pos);
    }
    return n;
}
static size_t mtf_dec(const uint8_t *in, size_t n, uint8_t *out)
{
    uint8_t table[256];
    mtf_init(table);
    for (size_t i = 0; i < n; i++) {
        out[i] = table[in[i]];
        mtf_front(table, in[i]);
    }
    return n;
}

/* XOR with a xorshift keystream: its own inverse. */
static size_t xor_stream(const uint8_t *in, size_t n, uint8_t *out)
{
    uint32_t s = 0x9E3779B9u;
    for (size_t i = 0; i < n; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        out[i] = in[i] ^ (uint8_t)(s >> 24);
    }
    return n;
}

static size_t nibble_swap(const uint8_t *in, size_t n, uint8_t *out)
{
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)((in[i] << 4) | (in[i] >> 4));
    return n;
}

static const struct codec registry[] = {
    {"rle", rle_enc, rle_dec, 2},
    {"delta", delta_enc, delta_dec, 1},
    {"mtf", mtf_enc, mtf_dec, 1},
    {"xor", xor_stream, xor_stream, 1},
    {"nibble", nibble_swap, nibble_swap, 1},
};

static const struct codec *lookup(const char *name)
{
    for (size_t i = 0; i < sizeof registry / sizeof registry[0]; i++)
        if (strcmp(registry[i].name, name) == 0) return &registry[i];
    return NULL;
}

static uint32_t adler32(const uint8_t *p, size_t n)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521u; b = (b + a) % 65521u; }
    return b << 16 | a;
}

#define BUF 4096

static int run_pipeline(const char *const *names, int k, const uint8_t *data, size_t n)
{
    static uint8_t a[BUF], b[BUF];
    const struct codec *chain[8];
    uint8_t *cur = a, *next = b;
    size_t len = n;
    memcpy(cur, data, n);
    printf("%-24s", "");
    for (int i = 0; i < k; i++) {
        if (!(chain[i] = lookup(names[i]))) { printf("unknown codec %s\n", names[i]); return 0; }
        if (len * (size_t)chain[i]->growth + 2 > BUF) { printf("too large\n"); return 0; }
        len = chain[i]->encode(cur, len, next);
        uint8_t *t = cur; cur = next; next = t;
        printf(" %s:%zu", names[i], len);
    }
    uint32_t packed = adler32(cur, len);
    for (int i = k - 1; i >= 0; i--) {
        len = chain[i]->decode(cur, len, next);
        uint8_t *t = cur; cur = next; next = t;
    }
    int ok = len == n && memcmp(cur, data, n) == 0;
    printf("  adler %08lx -> %s\n", (unsigned long)packed, ok ? "round trip ok" : "MISMATCH");
    return ok;
}

int main(void)
{
    static uint8_t ramp[300], text[200], runs[256];
    for (int i = 0; i < 300; i++) ramp[i] = (uint8_t)(i * 3 / 2);
    const char *s = "the rain in spain stays mainly in the plain; ";
    for (int i = 0; i < 200; i++) text[i] = (uint8_t)s[i % (int)strlen(s)];
    for (int i = 0; i < 256; i++) runs[i] = (uint8_t)(i < 100 ? 'a' : i < 180 ? 'b' : i < 181 ? 'c' : 'd');
    static const struct { const char *label; const uint8_t *data; size_t n; } inputs[] = {
        {"ramp", ramp, sizeof ramp}, {"text", text, sizeof text}, {"runs", runs, sizeof runs}};
    static const char *const p1[] = {"rle"}, *const p2[] = {"delta", "rle"}, *const p3[] = {"mtf", "rle"},
                             *const p4[] = {"xor", "nibble", "delta", "mtf", "rle"}, *const p5[] = {"lzw"};
    static const struct { const char *const *names; int k; } pipelines[] = {{p1, 1}, {p2, 2}, {p3, 2}, {p4, 5}, {p5, 1}};
    int ok = 0, total = 0;
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        printf("%s (%zu bytes, adler %08lx)\n", inputs[i].label, inputs[i].n,
               (unsigned long)adler32(inputs[i].data, inputs[i].n));
        for (size_t p = 0; p < sizeof pipelines / sizeof pipelines[0]; p++) {
            total++;
            ok += run_pipeline(pipelines[p].names, pipelines[p].k, inputs[i].data, inputs[i].n);
        }
    }
    printf("%d of %d pipelines round-tripped\n", ok, total);
    return total - ok == 3 ? 0 : 1;
}
