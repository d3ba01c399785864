/* Bit-field layout as gcc lays it out on x86-64 and aarch64 (both follow the SysV rules):
 * sizes, alignments and the offsets of ordinary members after bit-fields, zero-width
 * fields forcing alignment, fields straddling units, and the storage seen through a
 * union of the struct with an unsigned integer, read back with shifts. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct a { unsigned x : 3; unsigned y : 5; unsigned char c; };
struct b { unsigned char c; unsigned x : 12; unsigned short s; };
struct c { unsigned x : 4; unsigned : 0; unsigned y : 4; };
struct d { unsigned long long x : 40; unsigned y : 30; };
struct e { unsigned short a : 9; unsigned short b : 9; unsigned short c : 9; };
struct f { char c; unsigned long long bits : 7; int after; };
struct g { unsigned x : 1; };
struct h { unsigned char a : 3; unsigned char b : 3; unsigned char c : 3; };
struct i { signed int s : 5; unsigned int u : 5; signed int t : 22; };
struct j { double d; unsigned flag : 1; };

union view_a { struct a s; uint32_t raw; };
union view_i { struct i s; uint32_t raw; };

#define SHOW(T, m) printf("%-9s size %2zu align %zu  %s at %zu\n", #T, sizeof(T), _Alignof(T), #m, offsetof(T, m))
#define SHOW0(T) printf("%-9s size %2zu align %zu\n", #T, sizeof(T), _Alignof(T))

int main(void) {
    SHOW(struct a, c);
    SHOW(struct b, s);
    SHOW0(struct c);
    SHOW0(struct d);
    SHOW0(struct e);
    SHOW(struct f, after);
    SHOW0(struct g);
    SHOW0(struct h);
    SHOW0(struct i);
    SHOW0(struct j);

    union view_a va;
    va.raw = 0;
    va.s.x = 5;
    va.s.y = 17;
    va.s.c = 0xAB;
    /* Little-endian both targets: x in bits 0-2, y in bits 3-7, c in the next byte. */
    printf("view_a raw low 16 bits: 0x%04x, x=%u y=%u c=0x%x\n", (unsigned)(va.raw & 0xffff),
           (unsigned)(va.raw & 7), (unsigned)(va.raw >> 3) & 31, (unsigned)(va.raw >> 8) & 0xff);

    union view_i vi;
    vi.raw = 0;
    vi.s.s = -3;
    vi.s.u = 31;
    vi.s.t = -1000000;
    printf("view_i raw 0x%08x: s=%d u=%u t=%d\n", (unsigned)vi.raw, vi.s.s, vi.s.u, vi.s.t);
    vi.raw = 0x12345678u;
    printf("from raw 0x12345678: s=%d u=%u t=%d\n", vi.s.s, vi.s.u, vi.s.t);

    struct d big = {0, 0};
    big.x = 0xFFFFFFFFFFull;
    big.x += 2; /* wraps modulo 2^40 */
    big.y = 0x3FFFFFFF;
    printf("d.x=%llu d.y=%u\n", (unsigned long long)big.x, big.y);

    /* A field narrower than int is read as an int whatever its declared type (gcc), so
     * these differences can go negative; a 32-bit unsigned one is read as unsigned int. */
    struct k { unsigned long long n8 : 8; unsigned long long n32 : 32; long long s20 : 20; } kk = {3, 3, -5};
    printf("k: %d %d %d, sizes %zu %zu %zu\n", kk.n8 - 4 < 0, kk.n32 - 4 < 0, kk.s20 + 1 < 0,
           sizeof(kk.n8 + 0), sizeof(kk.n32 + 0), sizeof(kk.s20 + 0));

    struct e e = {500, 300, 511};
    e.b += 300; /* 600 mod 512 = 88 */
    printf("e: %u %u %u\n", e.a, e.b, e.c);
    struct h h = {7, 0, 5};
    h.b = h.a + h.c; /* 12 mod 8 = 4 */
    printf("h: %u %u %u\n", h.a, h.b, h.c);

    /* Signed fields extend their sign when read. */
    struct i arr[4] = {{-16, 0, 0}, {15, 1, 2097151}, {-1, 2, -2097152}, {0, 3, 0}};
    long total = 0;
    for (int k = 0; k < 4; k++) {
        total += arr[k].s * 1000L + arr[k].u * 100L + arr[k].t;
        printf("i[%d]: %d %u %d\n", k, arr[k].s, arr[k].u, arr[k].t);
    }
    printf("total %ld\n", total);
    return sizeof(struct c) == 8 ? 0 : 1;
}
