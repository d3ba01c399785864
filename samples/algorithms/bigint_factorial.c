/* Arbitrary-precision arithmetic on malloc'd arrays of base-10^9 limbs: factorials up to
 * 100!, 2^256, and Fibonacci(300), with digit sums; memset and memcpy manage the limbs. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BASE 1000000000u
#define MAX_LIMBS 80

static uint32_t *new_number(uint32_t value, int *len) {
    uint32_t *n = malloc(MAX_LIMBS * sizeof *n);
    memset(n, 0, MAX_LIMBS * sizeof *n);
    n[0] = value;
    *len = 1;
    return n;
}

static void mul_small(uint32_t *n, int *len, uint32_t factor) {
    uint64_t carry = 0;
    for (int i = 0; i < *len; i++) {
        uint64_t v = (uint64_t)n[i] * factor + carry;
        n[i] = (uint32_t)(v % BASE);
        carry = v / BASE;
    }
    while (carry) {
        n[(*len)++] = (uint32_t)(carry % BASE);
        carry /= BASE;
    }
}

static void add(uint32_t *dst, int *dst_len, const uint32_t *src, int src_len) {
    uint32_t carry = 0;
    int len = *dst_len > src_len ? *dst_len : src_len;
    for (int i = 0; i < len; i++) {
        uint32_t v = dst[i] + (i < src_len ? src[i] : 0) + carry;
        carry = v >= BASE;
        dst[i] = carry ? v - BASE : v;
    }
    if (carry)
        dst[len++] = 1;
    *dst_len = len;
}

static int print_number(const char *label, const uint32_t *n, int len) {
    char text[MAX_LIMBS * 9 + 1];
    int pos = sprintf(text, "%" PRIu32, n[len - 1]);
    for (int i = len - 2; i >= 0; i--)
        pos += sprintf(text + pos, "%09" PRIu32, n[i]);
    int digit_sum = 0;
    for (int i = 0; i < pos; i++)
        digit_sum += text[i] - '0';
    printf("%s = %s\n  (%d digits, digit sum %d)\n", label, text, pos, digit_sum);
    return pos;
}

int main(void) {
    int len;
    uint32_t *f = new_number(1, &len);
    for (uint32_t k = 2; k <= 100; k++) {
        mul_small(f, &len, k);
        if (k == 20 || k == 25 || k == 50 || k == 100) {
            char label[16];
            snprintf(label, sizeof label, "%" PRIu32 "!", k);
            print_number(label, f, len);
        }
    }
    free(f);

    uint32_t *p = new_number(1, &len);
    for (int i = 0; i < 256; i++)
        mul_small(p, &len, 2);
    print_number("2^256", p, len);
    free(p);

    int a_len, b_len;
    uint32_t *a = new_number(0, &a_len), *b = new_number(1, &b_len);
    uint32_t *tmp = malloc(MAX_LIMBS * sizeof *tmp);
    for (int i = 1; i < 300; i++) {
        memcpy(tmp, b, MAX_LIMBS * sizeof *tmp);
        int tmp_len = b_len;
        add(b, &b_len, a, a_len);
        memcpy(a, tmp, MAX_LIMBS * sizeof *a);
        a_len = tmp_len;
    }
    print_number("fib(300)", b, b_len);
    free(a);
    free(b);
    free(tmp);
    return 0;
}
