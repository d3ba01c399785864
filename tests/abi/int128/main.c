/* The caller side of lib.c: every value is printed in decimal through a helper, as
 * printf has no format for __int128. */
int printf(const char *fmt, ...);
typedef __int128 i128;
typedef unsigned __int128 u128;

u128 ret_u128(unsigned long hi, unsigned long lo);
i128 ret_neg(long v);
long first(i128 a, long b);
long after_one(long a, i128 b, long c);
long two(i128 a, i128 b);
i128 with_doubles(double a, i128 b, float c, u128 d);
long call_back(u128 (*ret)(unsigned long, unsigned long), long (*take)(long, i128, i128));

static void print_u128(const char *label, u128 v) {
    char buf[48];
    int i = 47;
    buf[i] = 0;
    do {
        buf[--i] = '0' + (int)(v % 10);
        v /= 10;
    } while (v);
    printf("%s %s\n", label, buf + i);
}

static void print_i128(const char *label, i128 v) {
    if (v < 0) {
        printf("%s -", label);
        print_u128("", -(u128)v);
    } else {
        print_u128(label, v);
    }
}

static long mix(u128 v) { return (long)(v >> 64) * 31 + (long)v; }
static u128 my_ret(unsigned long hi, unsigned long lo) { return ((u128)lo << 64) | hi; }
static long my_take(long a, i128 b, i128 c) { return a * mix(b) - mix(c); }

int main(void) {
    i128 big = ((i128)0x7edcba9876543210L << 64) | 0x0123456789abcdefUL;
    print_u128("ret_u128", ret_u128(0xffffffffffffffffUL, 0x8000000000000001UL));
    print_i128("ret_neg", ret_neg(123456789));
    printf("first %ld\n", first(big, 77));
    printf("after_one %ld\n", after_one(5, -big, 9));
    printf("two %ld\n", two(big, big >> 3));
    print_i128("with_doubles", with_doubles(2.5, big >> 40, 1.5f, (u128)big * 3));
    printf("call_back %ld\n", call_back(my_ret, my_take));
    return 0;
}
