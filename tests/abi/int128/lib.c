/* Callees taking and returning __int128 where gcc puts it: two integer registers (on
 * aarch64 an even-numbered pair, skipping a register), or 16 aligned bytes of stack once
 * fewer than two registers are left; the one register then left over goes to the next
 * integer argument on x86-64 and to none on aarch64. */
typedef __int128 i128;
typedef unsigned __int128 u128;

/* Fold a 128-bit value to 64 bits that show both halves. */
static long mix(u128 v) { return (long)(v >> 64) * 31 + (long)v; }

u128 ret_u128(unsigned long hi, unsigned long lo) { return ((u128)hi << 64) | lo; }
i128 ret_neg(long v) { return -(i128)v << 70; }
long first(i128 a, long b) { return mix(a) - b; }
long after_one(long a, i128 b, long c) { return a + mix(b) * 3 + c; }
long two(i128 a, i128 b) { return mix(a) ^ mix(b); }
i128 with_doubles(double a, i128 b, float c, u128 d) {
    return (i128)(a * 1000) + b * 2 + (i128)(c * 10) - (i128)(d >> 3);
}

/* A callback the caller passes: a result the other way. */
long call_back(u128 (*ret)(unsigned long, unsigned long), long (*take)(long, i128, i128)) {
    i128 big = ((i128)0x1234567 << 64) | 0x89abcdef01234567UL;
    return mix(ret(0xdeadbeefUL, 0xfeedfaceUL)) + take(3, big, -big);
}
