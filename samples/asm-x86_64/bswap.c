/* Byte swaps written in assembler: bswap on 32 and 64 bits, and a 16-bit swap that
   exchanges a register's two low bytes (%b and %h of a "Q" operand). */
#include <stdint.h>
#include <stdio.h>

static inline uint32_t swap32(uint32_t x)
{
    __asm__("bswap %0" : "+r"(x));
    return x;
}

static inline uint64_t swap64(uint64_t x)
{
    __asm__("bswapq %q0" : "=r"(x) : "0"(x));
    return x;
}

static inline uint16_t swap16(uint16_t x)
{
    __asm__("xchgb %b0, %h0" : "+Q"(x));
    return x;
}

/* A 32-bit rotate with an immediate count ("I": 0 to 31) and with a count in %cl. */
static inline uint32_t rotl(uint32_t x, unsigned char n)
{
    __asm__("roll %1, %0" : "+r"(x) : "c"(n));
    return x;
}

static inline uint32_t rotl8(uint32_t x)
{
    __asm__("roll %1, %0" : "+r"(x) : "I"(8));
    return x;
}

int main(void)
{
    uint32_t sum = 0;
    for (uint32_t i = 0; i < 100000; i++)
        sum += swap32(i * 2654435761u);
    printf("%08x\n", swap32(0x11223344));
    printf("%016llx\n", (unsigned long long)swap64(0x0102030405060708ull));
    printf("%04x\n", swap16(0xabcd));
    printf("%08x %08x\n", rotl(0x80000001, 4), rotl8(0x12345678));
    printf("sum %08x\n", sum);
    return 0;
}
