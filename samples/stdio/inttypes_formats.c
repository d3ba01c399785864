/* stdint.h and inttypes.h: exact-width types at their limits, the PRI* format macros for
 * each, intmax_t with strtoimax and imaxabs, wrap-around of unsigned exact-width types, and
 * 64-bit multiply-high computed from 32-bit halves. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

static uint64_t mul_high(uint64_t a, uint64_t b) {
    uint64_t a_lo = a & 0xFFFFFFFFu, a_hi = a >> 32;
    uint64_t b_lo = b & 0xFFFFFFFFu, b_hi = b >> 32;
    uint64_t lo_lo = a_lo * b_lo;
    uint64_t hi_lo = a_hi * b_lo;
    uint64_t lo_hi = a_lo * b_hi;
    uint64_t hi_hi = a_hi * b_hi;
    uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xFFFFFFFFu) + lo_hi;
    return (hi_lo >> 32) + (cross >> 32) + hi_hi;
}

int main(void) {
    printf("int8   [%" PRId8 ", %" PRId8 "] uint8  max %" PRIu8 "\n", INT8_MIN, INT8_MAX,
           UINT8_MAX);
    printf("int16  [%" PRId16 ", %" PRId16 "] uint16 max %" PRIu16 "\n", INT16_MIN, INT16_MAX,
           UINT16_MAX);
    printf("int32  [%" PRId32 ", %" PRId32 "] uint32 max %" PRIu32 "\n", INT32_MIN, INT32_MAX,
           UINT32_MAX);
    printf("int64  [%" PRId64 ", %" PRId64 "]\nuint64 max %" PRIu64 " = 0x%" PRIX64 "\n",
           INT64_MIN, INT64_MAX, UINT64_MAX, UINT64_MAX);
    printf("intmax max %" PRIdMAX ", uintptr max %" PRIuPTR "\n", INTMAX_MAX, UINTPTR_MAX);
    printf("octal of 0777 as int32: %" PRIo32 ", hex of -1 as uint16: %" PRIx16 "\n",
           (int32_t)0777, (uint16_t)-1);

    uint8_t u8 = 250;
    uint16_t u16 = 65530;
    uint32_t u32 = 4294967290u;
    for (int i = 0; i < 3; i++) {
        u8 += 3;
        u16 += 3;
        u32 += 3;
        printf("step %d: u8=%" PRIu8 " u16=%" PRIu16 " u32=%" PRIu32 "\n", i, u8, u16, u32);
    }
    int8_t s8 = (int8_t)200;
    int16_t s16 = (int16_t)40000;
    printf("(int8_t)200 = %" PRId8 ", (int16_t)40000 = %" PRId16 "\n", s8, s16);

    char *end;
    intmax_t big = strtoimax("-9223372036854775807xyz", &end, 10);
    printf("strtoimax = %" PRIdMAX ", rest \"%s\", imaxabs = %" PRIdMAX "\n", big, end,
           imaxabs(big));
    uintmax_t ubig = strtoumax("0x8000000000000000", NULL, 16);
    printf("strtoumax = %" PRIuMAX "\n", ubig);

    uint64_t pairs[][2] = {{UINT64_MAX, UINT64_MAX}, {UINT64_C(1) << 63, 4},
                           {0x123456789ABCDEFu, 0xFEDCBA987654321u}, {1000000007, 998244353}};
    for (int i = 0; i < 4; i++)
        printf("mulhi(%#" PRIx64 ", %#" PRIx64 ") = %#" PRIx64 "\n", pairs[i][0], pairs[i][1],
               mul_high(pairs[i][0], pairs[i][1]));

    int_least16_t least = -1234;
    uint_fast8_t fast = 200;
    printf("least16 %" PRIdLEAST16 ", fast8 %" PRIuFAST8 "\n", least, fast);
    return 0;
}
