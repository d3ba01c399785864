/* Bit manipulation with GCC's builtins: counting, finding and reversing bits. */
#include <stdio.h>
#include <stdint.h>

static unsigned next_pow2(unsigned x) { return x <= 1 ? 1 : 1u << (32 - __builtin_clz(x - 1)); }
static int ilog2(unsigned long long x) { return 63 - __builtin_clzll(x); }

static void each_bit(uint32_t set) {
    printf("bits of %#x:", set);
    while (set) {
        printf(" %d", __builtin_ctz(set));
        set &= set - 1;
    }
    printf("\n");
}

static uint32_t reverse_bytes(uint32_t x) { return __builtin_bswap32(x); }

int main(void) {
    unsigned samples[] = {1, 2, 3, 5, 17, 100, 1000, 65535, 65536, 0x80000000u};
    for (int i = 0; i < 10; i++) {
        unsigned x = samples[i];
        printf("%10u clz %2d ctz %2d pop %2d ffs %2d parity %d next_pow2 %u\n", x,
               __builtin_clz(x), __builtin_ctz(x), __builtin_popcount(x), __builtin_ffs((int)x),
               __builtin_parity(x), next_pow2(x));
    }
    printf("ffs(0) %d\n", __builtin_ffs(0));
    long values[] = {0, 1, -1, 127, -128, 0x7fffffffL, -0x80000000L};
    for (int i = 0; i < 7; i++)
        printf("clrsbl(%ld) = %d, popcountl = %d\n", values[i], __builtin_clrsbl(values[i]),
               __builtin_popcountl((unsigned long)values[i]));
    printf("clrsb(-1) %d clrsb(1) %d\n", __builtin_clrsb(-1), __builtin_clrsb(1));
    printf("ilog2: %d %d %d\n", ilog2(1), ilog2(1000000), ilog2(1ULL << 50));
    each_bit(0xa5);
    each_bit(0x80000001u);
    printf("%04x %08x %016llx\n", __builtin_bswap16(0x1234), reverse_bytes(0xdeadbeef),
           (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
    printf("ctzll %d popcountll %d parityll %d\n", __builtin_ctzll(1ULL << 45),
           __builtin_popcountll(0xffffffffffULL), __builtin_parityll(0x7ULL));
    /* Constant operands fold, so the builtins can size arrays and initialise statics. */
    static int table[__builtin_popcount(0xff)];
    static const int width = 32 - __builtin_clz(1000);
    printf("table %zu width %d\n", sizeof table / sizeof table[0], width);
    uint16_t half = 0xbeef;
    printf("%x\n", __builtin_bswap16(half));
    return __builtin_popcount(0x7) - 3;
}
