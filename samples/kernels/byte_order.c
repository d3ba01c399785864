/* Integers assembled from bytes at consecutive addresses, in both orders and widths, as
 * file formats are read (SQLite's page headers, big-endian): load combining makes each one
 * load (and a byte swap for big-endian), and must leave alone what is not such a read. */
#include <stdio.h>
#include <string.h>

typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;

static u32 get4(const u8 *p) { return ((unsigned)p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]; }
static int get2(const u8 *p) { return (p[0] << 8) | p[1]; }
static u32 get4le(const u8 *p) { return p[0] | (p[1] << 8) | (p[2] << 16) | ((unsigned)p[3] << 24); }
static u64 get8be(const u8 *p) {
    return (u64)p[0] << 56 | (u64)p[1] << 48 | (u64)p[2] << 40 | (u64)p[3] << 32 |
           (u64)p[4] << 24 | (u64)p[5] << 16 | (u64)p[6] << 8 | p[7];
}
static u64 get8le(const u8 *p) {
    return (u64)p[7] << 56 | (u64)p[6] << 48 | (u64)p[5] << 40 | (u64)p[4] << 32 |
           (u64)p[3] << 24 | (u64)p[2] << 16 | (u64)p[1] << 8 | p[0];
}
#define get2byte(x) ((x)[0] << 8 | (x)[1])

/* A store between the two loads: the second byte must be read after it. */
static int get2_after_store(u8 *p) {
    int hi = p[0] << 8;
    p[1] ^= 0x5a;
    return hi | p[1];
}

/* Two bytes that are not neighbours, and a signed first byte (not a plain load). */
static int gap(const u8 *p) { return (p[0] << 8) | p[2]; }
static int signed2(const u8 *p) { return 256 * (signed char)p[0] | p[1]; }

int main(void) {
    u8 buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (u8)(i * 37 + 11);
    u64 sum = 0;
    for (int k = 0; k + 8 <= 64; k++) {
        const u8 *p = buf + k;
        printf("%2d %08x %04x %08x %016llx %016llx\n", k, get4(p), get2(p), get4le(p), get8be(p),
               get8le(p));
        sum += get4(p) ^ (u64)get2byte(&buf[k + 1]) ^ get8be(p + 0);
    }
    for (int hdr = 0; hdr < 50; hdr += 7)
        sum = sum * 31 + get2byte(&buf[hdr + 5]) + gap(buf + hdr) + (u32)signed2(buf + hdr);
    u8 copy[4];
    memcpy(copy, buf + 3, 4);
    int after = get2_after_store(copy);
    printf("after store %04x %02x\n", after, copy[1]);
    printf("sum %016llx\n", sum);
    return 0;
}
