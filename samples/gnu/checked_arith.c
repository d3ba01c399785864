/* Overflow-checked arithmetic: allocation sizes, running products and conversions that
   must not wrap, with __builtin_{add,sub,mul}_overflow and their typed forms. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static int alloc_size(size_t count, size_t size, size_t *out) {
    return !__builtin_mul_overflow(count, size, out);
}

static void factorials(void) {
    int f = 1;
    for (int n = 1; n <= 15; n++) {
        if (__builtin_mul_overflow(f, n, &f)) {
            printf("int overflows at %d!\n", n);
            break;
        }
        printf("%d! = %d\n", n, f);
    }
    long long g = 1;
    int n = 1;
    while (!__builtin_smulll_overflow(g, n, &g))
        n++;
    printf("long long overflows at %d!\n", n);
}

int main(void) {
    size_t bytes;
    printf("ok %d\n", alloc_size(1000, 16, &bytes));
    printf("bytes %zu\n", bytes);
    printf("ok %d\n", alloc_size(SIZE_MAX / 2, 3, &bytes));
    factorials();
    int r;
    printf("%d ", __builtin_add_overflow(INT_MAX, 1, &r)); printf("%d\n", r);
    printf("%d ", __builtin_sub_overflow(INT_MIN, 1, &r)); printf("%d\n", r);
    printf("%d ", __builtin_add_overflow(-5, 3, &r)); printf("%d\n", r);
    unsigned u;
    printf("%d ", __builtin_sub_overflow(3, 5, &u)); printf("%u\n", u);
    printf("%d ", __builtin_add_overflow(4000000000u, 1u, &u)); printf("%u\n", u);
    printf("%d ", __builtin_mul_overflow(65536u, 65536u, &u)); printf("%u\n", u);
    /* Results narrower than the operands: the exact value must fit. */
    unsigned char c;
    printf("%d ", __builtin_add_overflow(200, 55, &c)); printf("%d\n", c);
    printf("%d ", __builtin_add_overflow(200, 56, &c)); printf("%d\n", c);
    signed char sc;
    printf("%d ", __builtin_sub_overflow(-100, 28, &sc)); printf("%d\n", sc);
    printf("%d ", __builtin_sub_overflow(-100, 29, &sc)); printf("%d\n", sc);
    short s;
    printf("%d ", __builtin_mul_overflow(181, 181, &s)); printf("%d\n", s);
    printf("%d ", __builtin_mul_overflow(182, 181, &s)); printf("%d\n", s);
    long l;
    printf("%d ", __builtin_mul_overflow(LONG_MAX, -1L, &l)); printf("%ld\n", l);
    printf("%d ", __builtin_mul_overflow(LONG_MIN, -1L, &l)); printf("%ld\n", l);
    printf("%d ", __builtin_mul_overflow(-1L, LONG_MIN, &l)); printf("%ld\n", l);
    printf("%d ", __builtin_add_overflow(LONG_MAX, 1L, &l)); printf("%ld\n", l);
    unsigned long ul;
    printf("%d ", __builtin_umull_overflow(1UL << 32, 1UL << 31, &ul)); printf("%lu\n", ul);
    printf("%d ", __builtin_umull_overflow(1UL << 32, 1UL << 32, &ul)); printf("%lu\n", ul);
    printf("%d ", __builtin_uaddl_overflow(ULONG_MAX, 1UL, &ul)); printf("%lu\n", ul);
    printf("%d ", __builtin_sub_overflow(5UL, 7UL, &l)); printf("%ld\n", l);
    printf("%d ", __builtin_sub_overflow(5UL, 7UL, &ul)); printf("%lu\n", ul);
    printf("%d ", __builtin_add_overflow(-1, 0, &ul)); printf("%lu\n", ul);
    printf("%d ", __builtin_sadd_overflow(INT_MAX - 1, 1, &r)); printf("%d\n", r);
    printf("%d ", __builtin_uadd_overflow(UINT_MAX, 0, &u)); printf("%u\n", u);
    printf("%d ", __builtin_ssub_overflow(0, INT_MIN, &r)); printf("%d\n", r);
    return 0;
}
