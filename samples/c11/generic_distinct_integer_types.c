/* _Generic tells apart the integer types that share a representation: plain char,
   signed char and unsigned char, and long and long long (both 64 bits here). The
   types of constants and of the usual arithmetic conversions follow the ranks. */
#include <stdio.h>

#define NAME(x) _Generic((x),                                                    \
    char: "char", signed char: "signed char", unsigned char: "unsigned char",   \
    short: "short", unsigned short: "unsigned short",                           \
    int: "int", unsigned: "unsigned",                                           \
    long: "long", unsigned long: "unsigned long",                               \
    long long: "long long", unsigned long long: "unsigned long long",           \
    default: "other")

#define PTR(x) _Generic((x), char *: "char *", signed char *: "signed char *",   \
    unsigned char *: "unsigned char *", long *: "long *",                       \
    long long *: "long long *", default: "other *")

typedef long long ll;
typedef char text[8];

int main(void) {
    char c = 'a';
    signed char sc = -1;
    unsigned char uc = 1;
    long l = 2;
    ll x = 3;
    unsigned long long ux = 4;
    text t = "hi";

    printf("%s %s %s\n", NAME(c), NAME(sc), NAME(uc));
    printf("%s %s %s\n", NAME((char)0), NAME((signed char)0), NAME((unsigned char)0));
    printf("%s %s %s\n", NAME(l), NAME(x), NAME(ux));
    printf("%s %s %s %s\n", NAME(1L), NAME(1LL), NAME(1UL), NAME(1ULL));
    printf("%s %s\n", NAME(0x7fffffffffffffffLL), NAME(0xffffffffffffffffLL));
    printf("%s %s\n", NAME(9223372036854775807), NAME(0xffffffffffffffff));
    /* Promotions and the usual arithmetic conversions. */
    printf("%s %s %s\n", NAME(c + c), NAME(+sc), NAME(uc * uc));
    printf("%s %s %s\n", NAME(l + x), NAME(x + l), NAME(l + 1));
    printf("%s %s %s\n", NAME(x + 1UL), NAME(1UL + x), NAME(l + 1ULL));
    printf("%s %s\n", NAME(x << 1), NAME(1 ? l : x));
    printf("%s %s %s\n", NAME(x++), NAME(x += l), NAME(-x));
    /* Strings are arrays of plain char. */
    printf("%s %s %s\n", PTR("abc"), PTR(t), PTR(&c));
    printf("%s %s %s %s\n", PTR(&sc), PTR(&uc), PTR(&l), PTR(&x));
    /* The values are what they were: only the types are apart. */
    printf("%d %d %d %ld %lld %llu\n", c, sc, uc, l, x, ux);
    printf("%d %d\n", __builtin_types_compatible_p(char, signed char),
           __builtin_types_compatible_p(long, long long));
    printf("%d %d\n", __builtin_types_compatible_p(ll, long long),
           __builtin_types_compatible_p(char, char));
    return sizeof(long) == sizeof(long long) ? 0 : 1;
}
