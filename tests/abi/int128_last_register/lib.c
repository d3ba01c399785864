/* __int128 arguments once fewer than two integer registers are left: the value goes to
 * 16 aligned bytes of stack, and the one register left over goes to the next integer
 * argument on x86-64 and to none on aarch64 (where Cranelift's own i128 rule differs
 * from gcc's; tcc-rs follows gcc). */
typedef __int128 i128;
typedef unsigned __int128 u128;

/* Fold a 128-bit value to 64 bits that show both halves. */
static long mix(u128 v) { return (long)(v >> 64) * 31 + (long)v; }

/* x86-64: five longs leave r9 only, so x goes on the stack and y takes r9. */
long five_then(long a, long b, long c, long d, long e, i128 x, long y) {
    return a + b + c + d + e + mix(x) * 7 + y * 11;
}
/* aarch64: seven longs leave x7 only, so x goes on the stack and so does y. */
long seven_then(long a, long b, long c, long d, long e, long f, long g, i128 x, long y) {
    return a + b + c + d + e + f + g + mix(x) * 7 + y * 11;
}
/* On the stack after an odd number of stack eightbytes: x must still be 16-aligned. */
long stacked(long a, long b, long c, long d, long e, long f, long g, long h, long i,
             i128 x, long y, i128 z) {
    return a + b + c + d + e + f + g + h + i * 5 + mix(x) * 7 + y * 11 + mix(z) * 13;
}
/* x86-64: a ninth double takes the first stack eightbyte and five longs leave r9, so x
 * goes on the stack after 8 bytes of padding and y takes r9. */
long padded(double d1, double d2, double d3, double d4, double d5, double d6, double d7,
            double d8, double d9, long a, long b, long c, long d, long e, i128 x, long y) {
    return (long)(d1 + d2 * 2 + d3 * 3 + d4 * 4 + d5 * 5 + d6 * 6 + d7 * 7 + d8 * 8 + d9 * 9) +
           a + b + c + d + e + mix(x) * 7 + y * 11;
}

/* Callbacks the caller passes: the same shapes the other way. */
long call_back(long (*five)(long, long, long, long, long, i128, long),
               long (*seven)(long, long, long, long, long, long, long, i128, long),
               u128 (*ret)(unsigned long, unsigned long)) {
    i128 big = ((i128)0x1234567 << 64) | 0x89abcdef01234567UL;
    return five(1, 2, 3, 4, 5, big, -6) + seven(1, 2, 3, 4, 5, 6, 7, -big, 8) +
           mix(ret(0xdeadbeefUL, 0xfeedfaceUL));
}
