/* CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) with a 256-entry table built at
 * start-up, checked against the bitwise definition and the standard check value. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t crc_table[256];

static void build_table(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? UINT32_C(0xEDB88320) ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc32_update(uint32_t crc, const uint8_t *buf, size_t len) {
    crc = ~crc;
    for (size_t i = 0; i < len; i++)
        crc = crc_table[(crc ^ buf[i]) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

static uint32_t crc32_bitwise(const uint8_t *buf, size_t len) {
    uint32_t crc = UINT32_MAX;
    for (size_t i = 0; i < len; i++) {
        crc ^= buf[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (UINT32_C(0xEDB88320) & (0u - (crc & 1)));
    }
    return ~crc;
}

int main(void) {
    build_table();
    printf("table[1]=%08" PRIX32 " table[128]=%08" PRIX32 " table[255]=%08" PRIX32 "\n",
           crc_table[1], crc_table[128], crc_table[255]);

    const char *inputs[] = {"", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog",
                            "message digest"};
    for (int i = 0; i < 6; i++) {
        const uint8_t *p = (const uint8_t *)inputs[i];
        size_t len = strlen(inputs[i]);
        uint32_t t = crc32_update(0, p, len);
        uint32_t b = crc32_bitwise(p, len);
        printf("crc32(\"%s\") = 0x%08" PRIx32 " %s\n", inputs[i], t, t == b ? "ok" : "MISMATCH");
    }

    const char *text = "The quick brown fox jumps over the lazy dog";
    uint32_t crc = 0;
    for (size_t off = 0; off < strlen(text); off += 10) {
        size_t chunk = strlen(text) - off < 10 ? strlen(text) - off : 10;
        crc = crc32_update(crc, (const uint8_t *)text + off, chunk);
    }
    printf("chunked: 0x%08" PRIx32 "\n", crc);

    uint8_t block[1024];
    for (int i = 0; i < 1024; i++)
        block[i] = (uint8_t)(i * 7 + 3);
    printf("1 KiB pattern: %" PRIu32 "\n", crc32_update(0, block, sizeof block));
    return crc == UINT32_C(0x414FA339) ? 0 : 1;
}
