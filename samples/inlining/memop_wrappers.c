/* Wrappers of memcpy, memmove and memset whose size is a parameter (xxhash's XXH_memcpy,
   zstd's ZSTD_memcpy): once inlined with a constant size, the calls are loads and stores.
   Unaligned reads, overlapping moves both ways, sets of small sizes, and calls whose size
   is not constant or too large must all give the library's results. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void *copy(void *dst, const void *src, size_t n) { return memcpy(dst, src, n); }
static void *move(void *dst, const void *src, size_t n) { return memmove(dst, src, n); }
static void *set(void *dst, int c, size_t n) { return memset(dst, c, n); }

static uint64_t read64(const void *p) {
    uint64_t v;
    copy(&v, p, sizeof v);
    return v;
}

static uint32_t read32(const void *p) {
    uint32_t v;
    copy(&v, p, sizeof v);
    return v;
}

static void write16(void *p, uint16_t v) { copy(p, &v, sizeof v); }

static void dump(const char *what, const unsigned char *b, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %02x", b[i]);
    printf("\n");
}

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)(i * 7 + 3);

    uint64_t h = 0;
    for (int i = 0; i + 8 <= 64; i++) /* every alignment */
        h = h * 31 + read64(buf + i);
    for (int i = 0; i + 4 <= 64; i += 3)
        h = h * 17 + read32(buf + i);
    printf("hash %llu\n", (unsigned long long)h);

    write16(buf + 1, 0xbeef);
    dump("write16", buf, 4);

    unsigned char a[32];
    memcpy(a, buf, 32);
    move(a + 3, a, 16); /* overlapping, forwards */
    dump("move up", a, 24);
    memcpy(a, buf, 32);
    move(a, a + 5, 13); /* overlapping, backwards */
    dump("move down", a, 24);
    memcpy(a, buf, 32);
    move(a + 1, a, 7);
    dump("move 7", a, 10);

    set(a, 0xa5, 11);
    dump("set 11", a, 14);
    set(a + 2, 0, 3);
    dump("set 3", a, 14);

    int n = buf[5] % 9 + 2; /* not a constant */
    copy(a, buf + 20, n);
    dump("copy n", a, 12);
    copy(a, buf + 30, 24); /* above 16 bytes: the library's */
    dump("copy 24", a, 26);
    return (int)(h & 63);
}
