/* Bit manipulation on unsigned types: population count, bit reversal, rotations,
   masks, and a 32-bit FNV-1a hash that relies on unsigned wrap-around. */
int printf(const char *fmt, ...);

int popcount(unsigned long x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

unsigned int reverse_bits(unsigned int x) {
    unsigned int r = 0;
    for (int i = 0; i < 32; i++) {
        r = (r << 1) | (x & 1);
        x >>= 1;
    }
    return r;
}

unsigned int rotl(unsigned int x, int k) { return (x << k) | (x >> (32 - k)); }

unsigned short swap_bytes(unsigned short x) { return (unsigned short)((x << 8) | (x >> 8)); }

unsigned int fnv1a(const char *s) {
    unsigned int h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

int main(void) {
    printf("%d %d %d\n", popcount(0), popcount(255), popcount(0xFFFFFFFFFFFFFFFFUL));
    printf("%08x %08x\n", reverse_bits(1), reverse_bits(0x12345678));
    printf("%08x %08x\n", rotl(0x80000001u, 1), rotl(0xDEADBEEF, 16));
    printf("%04x\n", swap_bytes(0xABCD));
    printf("%08x %08x\n", fnv1a(""), fnv1a("mem2reg"));
    unsigned char flags = 0;
    flags |= 1 << 3;
    flags |= 1 << 7;
    flags &= ~(1 << 3);
    flags ^= 0x0F;
    printf("flags=%02x high=%d\n", flags, (flags & 0x80) != 0);
    unsigned long mask = ~0UL >> 4;
    printf("%016lx %lu\n", mask, mask % 1000);
    return popcount(0xF0F0);
}
