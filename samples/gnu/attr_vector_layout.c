/* GNU vector types laid out as gcc lays them out: vector_size(N) makes an N-byte type
 * whose _Alignof is N up to 16 bytes (an aligned attribute on the typedef may lower it), so
 * structures and unions that hold vectors have gcc's size and offsets. The structures here
 * are only measured and copied whole. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef int v2si __attribute__((vector_size(8)));
typedef int v4si __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
typedef char v64qi __attribute__((vector_size(64)));
typedef float v8sf_a16 __attribute__((vector_size(32), aligned(16)));
typedef double v2df __attribute__((__vector_size__(16)));
typedef unsigned char v16qu_a4 __attribute__((vector_size(16), aligned(4)));
typedef short __attribute__((vector_size(8))) v4hi;

struct regs {
    char tag;
    v4si lanes;
    v8sf_a16 wide;
    v2si pairs[3];
};

struct packed_regs {
    char tag;
    v4si lanes;
} __attribute__((packed));

union either {
    v8si vector;
    char bytes[3];
};

int main(void) {
    printf("v2si %zu/%zu  v4si %zu/%zu  v8si %zu/%zu  v64qi %zu/%zu\n", sizeof(v2si),
           _Alignof(v2si), sizeof(v4si), _Alignof(v4si), sizeof(v8si), _Alignof(v8si),
           sizeof(v64qi), _Alignof(v64qi));
    printf("v8sf_a16 %zu/%zu  v2df %zu/%zu  v16qu_a4 %zu/%zu  v4hi %zu/%zu\n",
           sizeof(v8sf_a16), _Alignof(v8sf_a16), sizeof(v2df), _Alignof(v2df),
           sizeof(v16qu_a4), _Alignof(v16qu_a4), sizeof(v4hi), _Alignof(v4hi));
    printf("struct regs %zu/%zu: lanes at %zu, wide at %zu, pairs at %zu\n",
           sizeof(struct regs), _Alignof(struct regs), offsetof(struct regs, lanes),
           offsetof(struct regs, wide), offsetof(struct regs, pairs));
    printf("packed %zu, union %zu/%zu\n", sizeof(struct packed_regs), sizeof(union either),
           _Alignof(union either));

    /* Whole structures are copied as bytes, vectors and all. */
    struct regs a, b;
    memset(&a, 0x5a, sizeof a);
    a.tag = 'r';
    b = a;
    printf("copy %s, tag %c\n", memcmp(&a, &b, sizeof a) == 0 ? "equal" : "differs", b.tag);
    return 0;
}
