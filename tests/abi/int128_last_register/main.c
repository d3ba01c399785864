/* The caller side of lib.c.
 * abi-skip: clang/x86_64 -- clang 14 splits an __int128 between r9 and the stack when one
 * register is left (LLVM's bug, fixed in clang 18); gcc, and tcc-rs, put it on the stack whole. */
int printf(const char *fmt, ...);
typedef __int128 i128;
typedef unsigned __int128 u128;

long five_then(long a, long b, long c, long d, long e, i128 x, long y);
long seven_then(long a, long b, long c, long d, long e, long f, long g, i128 x, long y);
long stacked(long a, long b, long c, long d, long e, long f, long g, long h, long i,
             i128 x, long y, i128 z);
long padded(double d1, double d2, double d3, double d4, double d5, double d6, double d7,
            double d8, double d9, long a, long b, long c, long d, long e, i128 x, long y);
long call_back(long (*five)(long, long, long, long, long, i128, long),
               long (*seven)(long, long, long, long, long, long, long, i128, long),
               u128 (*ret)(unsigned long, unsigned long));

static long mix(u128 v) { return (long)(v >> 64) * 31 + (long)v; }
static long my_five(long a, long b, long c, long d, long e, i128 x, long y) {
    return a * b * c * d * e + mix(x) + y * 100;
}
static long my_seven(long a, long b, long c, long d, long e, long f, long g, i128 x, long y) {
    return a + b + c + d + e + f + g + mix(x) * 3 + y * 1000;
}
static u128 my_ret(unsigned long hi, unsigned long lo) { return ((u128)lo << 64) | hi; }

int main(void) {
    i128 big = ((i128)0x7edcba9876543210L << 64) | 0x0123456789abcdefUL;
    printf("five_then %ld\n", five_then(1, 2, 3, 4, 5, big, 6));
    printf("seven_then %ld\n", seven_then(1, 2, 3, 4, 5, 6, 7, big, 8));
    printf("stacked %ld\n", stacked(1, 2, 3, 4, 5, 6, 7, 8, 9, big, 10, -big));
    printf("padded %ld\n", padded(1, 2, 3, 4, 5, 6, 7, 8, 9.5, 1, 2, 3, 4, 5, -big, 99));
    printf("call_back %ld\n", call_back(my_five, my_seven, my_ret));
    return 0;
}
