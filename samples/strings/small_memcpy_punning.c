/* memcpy, memmove and memset of small constant sizes, as portable code uses them to read
   unaligned and type-punned values (zstd's MEM_read64, xxhash's XXH_read32): tcc-rs turns
   them into loads and stores when optimising. Overlapping memmove, odd sizes, results used. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t read64(const void *p) { uint64_t v; memcpy(&v, p, sizeof v); return v; }
static uint32_t read32(const void *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint16_t read16(const void *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static void write32(void *p, uint32_t v) { memcpy(p, &v, sizeof v); }

static float bits_to_float(uint32_t b) { float f; memcpy(&f, &b, sizeof f); return f; }
static uint64_t double_bits(double d) { uint64_t b; memcpy(&b, &d, sizeof b); return b; }

struct rec { uint16_t tag; uint8_t len; uint8_t flags; uint32_t value; };

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)(i * 37 + 11);
    uint64_t sum = 0;
    for (int i = 0; i < 40; i++)   /* unaligned reads at every offset */
        sum = sum * 31 + read64(buf + i) + read32(buf + i + 1) + read16(buf + i + 3);
    printf("sum %llx\n", (unsigned long long)sum);

    write32(buf + 3, 0xdeadbeefu);
    printf("written %02x %02x %02x %02x\n", buf[3], buf[4], buf[5], buf[6]);

    printf("float %g, bits of 1.5 %llx\n", bits_to_float(0x40490fdbu),
           (unsigned long long)double_bits(1.5));

    char s[32] = "abcdefghijklmnopqrstuvwxyz";
    memmove(s + 1, s, 16);          /* overlapping, forwards */
    printf("moved %s\n", s);
    memmove(s, s + 3, 7);           /* overlapping, backwards, odd size */
    printf("moved %s\n", s);

    struct rec r;
    memset(&r, 0xff, sizeof r);
    printf("set %x %x %x %x\n", r.tag, r.len, r.flags, r.value);
    memset(&r, 0, sizeof r);
    r.len = 3;
    struct rec copy;
    char *end = memcpy(&copy, &r, sizeof r);
    printf("copy %d %d %u same %d\n", copy.tag, copy.len, copy.value, end == (char *)&copy);

    char thirteen[13];
    memcpy(thirteen, "hello, world", 13);
    printf("%s\n", thirteen);
    return 0;
}
