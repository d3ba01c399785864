/* 128-bit FNV-1a and xorshift128+ on unsigned __int128, and a small fixed-point decimal
 * library on __int128 (18 decimal places): hashing, random numbers and arithmetic whose
 * intermediate values do not fit 64 bits, printed through a decimal conversion helper. */
#include <stdio.h>
#include <string.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

/* FNV-1a, 128-bit: offset basis and prime from the FNV specification. */
static const u128 FNV_PRIME = ((u128)0x0000000001000000ULL << 64) | 0x000000000000013BULL;
static const u128 FNV_BASIS = ((u128)0x6c62272e07bb0142ULL << 64) | 0x62b821756295c58dULL;

static u128 fnv1a(const char *s) {
    u128 h = FNV_BASIS;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= FNV_PRIME;
    }
    return h;
}

static void print_hex(u128 v) {
    printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v);
}

static char *to_decimal(u128 v, char *end) {
    *--end = '\0';
    do {
        *--end = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    return end;
}

static void print_dec(i128 v) {
    char buf[48];
    if (v < 0) {
        putchar('-');
        fputs(to_decimal(-(u128)v, buf + sizeof buf), stdout);
    } else {
        fputs(to_decimal((u128)v, buf + sizeof buf), stdout);
    }
}

/* xorshift128+ over one 128-bit state word. */
static u128 state = ((u128)0x9E3779B97F4A7C15ULL << 64) | 0xBF58476D1CE4E5B9ULL;
static unsigned long long next_random(void) {
    unsigned long long s1 = (unsigned long long)state;
    const unsigned long long s0 = (unsigned long long)(state >> 64);
    s1 ^= s1 << 23;
    unsigned long long b = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26);
    state = ((u128)b << 64) | s0;
    return b + s0;
}

/* Fixed point: value * 10^18 in an __int128. */
#define SCALE ((i128)1000000000000000000LL)
typedef i128 fixed;

static fixed fx_from(long whole, long frac18) { return (i128)whole * SCALE + frac18; }
static fixed fx_mul(fixed a, fixed b) { return a * b / SCALE; }
static fixed fx_div(fixed a, fixed b) { return a * SCALE / b; }

static void print_fixed(fixed v) {
    if (v < 0) {
        putchar('-');
        v = -v;
    }
    print_dec(v / SCALE);
    char frac[19];
    i128 f = v % SCALE;
    for (int i = 17; i >= 0; i--) {
        frac[i] = (char)('0' + (int)(f % 10));
        f /= 10;
    }
    frac[18] = '\0';
    printf(".%s", frac);
}

/* Square root by Newton's method in fixed point. */
static fixed fx_sqrt(fixed a) {
    fixed x = a > SCALE ? a / 2 : SCALE;
    for (int i = 0; i < 100; i++) {
        fixed next = (x + fx_div(a, x)) / 2;
        if (next == x)
            break;
        x = next;
    }
    return x;
}

int main(void) {
    const char *words[] = {"", "a", "foobar", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 4; i++) {
        printf("fnv1a(\"%s\") = ", words[i]);
        print_hex(fnv1a(words[i]));
        putchar('\n');
    }
    unsigned long long sum = 0;
    for (int i = 0; i < 100000; i++)
        sum ^= next_random();
    printf("xorshift128+ after 100000: %016llx\n", sum);

    u128 fact = 1;
    for (int n = 1; n <= 33; n++) {
        fact *= n;
        if (n % 5 == 4 || n == 33) {
            printf("%d! = ", n);
            print_dec((i128)fact);
            putchar('\n');
        }
    }
    printf("33!/32! = ");
    print_dec((i128)(fact / (fact / 33)));
    putchar('\n');

    fixed two = fx_from(2, 0);
    printf("sqrt(2) = ");
    print_fixed(fx_sqrt(two));
    printf("\n1/3 = ");
    print_fixed(fx_div(fx_from(1, 0), fx_from(3, 0)));
    printf("\n-7.25 * 3.5 = ");
    print_fixed(fx_mul(fx_from(-7, -250000000000000000LL), fx_from(3, 500000000000000000LL)));
    printf("\n(double) 1/3 = %.15f\n", (double)fx_div(fx_from(1, 0), fx_from(3, 0)) / 1e18);
    i128 from_double = (i128)(-1.5e30);
    printf("(i128)-1.5e30 = ");
    print_dec(from_double);
    printf("\nsizeof %zu, alignof %zu, min < 0: %d\n", sizeof(i128), _Alignof(u128),
           (i128)((u128)1 << 127) < 0);
    return 0;
}
