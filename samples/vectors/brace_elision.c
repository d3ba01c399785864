/* Vector members initialized without their own braces: as in gcc, a vector's lanes take
   the initializers that follow, as an array's elements would (pixman's test utilities
   write `prng_t prng_state_data = {0};` for a structure whose first members are vectors). */
#include <stdio.h>
#include <stdint.h>

typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef double f64x2 __attribute__((vector_size(16)));

typedef struct {
    uint32_t a, b, c, d;
} small_t;

typedef struct {
    u32x4 a, b, c, d;
    small_t p0;
} prng_t;

struct mixed {
    u8x8 bytes;
    int n;
    f64x2 pair[2];
};

prng_t zeroed = {0};
prng_t spread = {1, 2, 3, 4, 5, 6};
struct mixed m = {1, 2, 3, 4, 5, 6, 7, 8, 9, 1.5, 2.5, 3.5};
u32x4 grid[2] = {10, 11, 12, 13, 14};

static void show(const char *name, u32x4 v) {
    printf("%s: %u %u %u %u\n", name, v[0], v[1], v[2], v[3]);
}

int main(void) {
    show("zeroed.a", zeroed.a);
    show("zeroed.d", zeroed.d);
    printf("zeroed.p0: %u %u\n", zeroed.p0.a, zeroed.p0.d);
    show("spread.a", spread.a);
    show("spread.b", spread.b);
    show("spread.c", spread.c);
    printf("m.bytes: %d %d %d\n", m.bytes[0], m.bytes[7], m.n);
    printf("m.pair: %g %g %g %g\n", m.pair[0][0], m.pair[0][1], m.pair[1][0], m.pair[1][1]);
    show("grid[0]", grid[0]);
    show("grid[1]", grid[1]);
    /* Automatic objects, whose initializers are run-time values. */
    uint32_t seven = 7;
    prng_t local = {seven, seven + 1, .p0 = {seven * 3}};
    show("local.a", local.a);
    show("local.b", local.b);
    printf("local.p0.a: %u\n", local.p0.a);
    struct mixed lm = {{9, 8}, seven, seven * 0.5, seven * 0.25};
    printf("lm: %d %d %d %g %g %g\n", lm.bytes[0], lm.bytes[1], lm.n, lm.pair[0][0],
           lm.pair[0][1], lm.pair[1][0]);
    return 0;
}
