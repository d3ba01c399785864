/* aligned(N) on typedefs of scalar and array types, as gcc honours it: objects, members
   and arrays of the typedef take N (more or less than the type's own alignment), the size
   stays; a typedef of such a typedef keeps N; aligned(1) integers read unaligned data. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int int16a __attribute__((aligned(16)));
typedef double dbl32 __attribute__((aligned(32)));
typedef char *ptr64 __attribute__((aligned(64)));
typedef long long2 __attribute__((aligned(2)));
typedef short short1 __attribute__((__aligned__(1)));
typedef uint32_t u32_unaligned __attribute__((aligned(1)));
typedef int16a int16a_again;
typedef const int16a cint16a;
typedef int16a back_to_4 __attribute__((aligned(4)));
typedef long2 long2_triple[3];
typedef int vec4[4] __attribute__((aligned(32)));

#define SHOW(T) printf("%-14s size %2zu align %2zu\n", #T, sizeof(T), _Alignof(T))
#define AT(T, m) printf("  %-12s at %2zu\n", #m, offsetof(T, m))
#define MOD(p, n) ((unsigned)((uintptr_t)(p) % (n)))

struct spread { char c; int16a i; char d; dbl32 x; };
struct tight { char c; long2 l; short1 s; char e; long2 arr[2]; };
struct __attribute__((packed)) packed_with { char c; int16a i; long2 l; };
#pragma pack(push, 4)
struct capped { char c; int16a i; };
#pragma pack(pop)
union overlay { char c; int16a i; };

int16a g_one = 7;
char g_pad;
int16a g_two;
vec4 g_vec = {1, 2, 3, 4};
long2 g_longs[3] = {10, 20, 30};

static int16a twice(int16a v) {
    int16a local = v * 2;
    return MOD(&local, 16) == 0 ? local : -1;
}

static uint32_t read_u32(const unsigned char *p) {
    return *(const u32_unaligned *)p;
}

static void write_u32(unsigned char *p, uint32_t v) {
    *(u32_unaligned *)p = v;
}

int main(void) {
    SHOW(int16a);
    SHOW(dbl32);
    SHOW(ptr64);
    SHOW(long2);
    SHOW(short1);
    SHOW(int16a_again);
    SHOW(cint16a);
    SHOW(back_to_4);
    SHOW(long2_triple);
    SHOW(vec4);
    SHOW(long2[5]);
    SHOW(int16a *);
    SHOW(struct spread);
    AT(struct spread, i);
    AT(struct spread, d);
    AT(struct spread, x);
    SHOW(struct tight);
    AT(struct tight, l);
    AT(struct tight, s);
    AT(struct tight, e);
    AT(struct tight, arr);
    SHOW(struct packed_with);
    AT(struct packed_with, l);
    SHOW(struct capped);
    AT(struct capped, i);
    SHOW(union overlay);

    char c1 = 1;
    int16a a = 3;
    char c2 = 2;
    dbl32 d = 1.5;
    ptr64 p = &c1;
    int16a_again e = 4;
    vec4 b = {1, 2, 3, 4};
    _Alignas(64) int16a wide = 9;
    long2 narrow __attribute__((aligned(4))) = 5;
    printf("locals aligned: %u %u %u %u %u %u\n", MOD(&a, 16), MOD(&d, 32), MOD(&p, 64),
           MOD(b, 32), MOD(&e, 16), MOD(&wide, 64));
    printf("_Alignof objects: %zu %zu %zu %zu %zu %zu %zu\n", _Alignof(a), _Alignof(b), _Alignof(e), _Alignof(wide),
           _Alignof(narrow), _Alignof(g_longs), _Alignof(g_vec));
    printf("globals aligned: %u %u %u\n", MOD(&g_one, 16), MOD(&g_two, 16), MOD(&g_vec, 32));
    printf("values: %d %d %g %c %d %d %ld %d\n", c1 + c2, a + b[3], d, *p + 'A' - 1,
           twice(a), wide, narrow, g_one + g_vec[3]);

    long sum = 0;
    for (int i = 0; i < 3; i++)
        sum += g_longs[i];
    printf("long2 array: %ld, stride %zu\n", sum, (size_t)((char *)&g_longs[1] - (char *)&g_longs[0]));

    struct spread s = {'x', 40, 'y', 2.25};
    struct spread copy = s;
    printf("struct: %c %d %c %g, member aligned %u\n", copy.c, copy.i + 2, copy.d, copy.x * 2,
           MOD(&copy.i, 16));

    unsigned char buf[16];
    for (int i = 0; i < 16; i++)
        buf[i] = (unsigned char)(i * 17);
    uint32_t total = 0;
    for (int off = 0; off < 8; off++)
        total += read_u32(buf + off);
    write_u32(buf + 3, 0xdeadbeefu);
    uint32_t check;
    memcpy(&check, buf + 3, 4);
    printf("unaligned reads: %u, write: %x\n", total, check);
    return 0;
}
