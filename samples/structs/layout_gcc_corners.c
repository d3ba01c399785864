/* Structure layouts where gcc's rules are easy to get wrong; each once differed in tcc-rs
 * (found by tests/layout.rs). Prints sizes, alignments, offsets and each bit-field's
 * bytes, set to all ones in a zeroed object. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef char char_a4 __attribute__((aligned(4)));
typedef int int_a1 __attribute__((aligned(1)));
typedef unsigned uint_a32 __attribute__((aligned(32)));

static void bytes(const char *name, const void *p, size_t n) {
    const unsigned char *b = p;
    printf("%s:", name);
    for (size_t i = 0; i < n; i++)
        if (b[i])
            printf(" %zu:%02x", i, b[i]);
    printf("\n");
}

#define BITS(T, m)                                                                       \
    do {                                                                                 \
        T v;                                                                             \
        memset(&v, 0, sizeof v);                                                         \
        v.m = -1;                                                                        \
        bytes(#T "." #m, &v, sizeof v);                                                  \
    } while (0)
#define SIZE(T) printf("%s: size %zu, align %zu\n", #T, sizeof(T), _Alignof(T))

/* #pragma pack caps an aligned bit-field's alignment too: 12 bytes, not 17. */
#pragma pack(1)
struct pragma_caps_aligned {
    int x : 12;
    char y : 6;
    long long z : 63;
    __attribute__((aligned(16))) char a : 4;
    long long b : 2;
};
#pragma pack()

/* A packed type packs its char bit-fields too: b follows a at bit 5 (2 bytes). */
struct __attribute__((packed)) packed_char_bits {
    char a : 5;
    char b : 5;
    char c : 6;
};

/* A bit-field's type aligned by a typedef aligns the structure (capped by the pragma). */
#pragma pack(2)
struct typedef_aligned_bits {
    signed char a : 4;
    char_a4 b : 6;
    signed char c;
};
#pragma pack()

/* A bit-field as wide as a machine integer, starting aligned to that width, is an integer
 * to gcc and aligns the structure to it, whatever its type's alignment. */
struct integer_wide_bits {
    int_a1 x : 32;
};
union integer_wide_union {
    char c;
    int_a1 x : 32;
};

/* Of several aligned attributes on a type, the last holds. */
struct __attribute__((aligned(16))) last_aligned_holds {
    char c;
} __attribute__((aligned(4)));

/* gcc aligns a bit-field of a type aligned beyond 16 bytes from the last multiple of 16:
 * x moves from byte 17 to 48, not 32. */
struct beyond_biggest {
    char c[17];
    uint_a32 x : 6;
};
struct beyond_biggest_aligned {
    char c[25];
    uint_a32 x : 32 __attribute__((aligned(8)));
};

/* ... and the multiple of 16 is of the type's own alignment when aligned(N) gives more: here
 * 32, so y stays at byte 64 (gcc's offset_align). */
struct __attribute__((aligned(32))) granule_of_aligned_type {
    char c[41];
    __attribute__((aligned(4))) unsigned long x : 46;
    uint_a32 y : 29;
};

int main(void) {
    SIZE(struct pragma_caps_aligned);
    BITS(struct pragma_caps_aligned, a);
    BITS(struct pragma_caps_aligned, b);
    SIZE(struct packed_char_bits);
    BITS(struct packed_char_bits, b);
    BITS(struct packed_char_bits, c);
    SIZE(struct typedef_aligned_bits);
    printf("c at %zu\n", offsetof(struct typedef_aligned_bits, c));
    SIZE(struct integer_wide_bits);
    SIZE(union integer_wide_union);
    SIZE(struct last_aligned_holds);
    SIZE(struct beyond_biggest);
    BITS(struct beyond_biggest, x);
    SIZE(struct beyond_biggest_aligned);
    BITS(struct beyond_biggest_aligned, x);
    SIZE(struct granule_of_aligned_type);
    BITS(struct granule_of_aligned_type, y);
    return 0;
}
