/* The bytes behind bit-field structs, as gcc lays them out on both little-endian targets:
 * fields straddling units, wide fields of long long type (up to 63 bits), signed fields,
 * _Bool fields, narrow unit types after wider ones, and bit-fields in nested structs.
 * Each shape is filled, dumped byte by byte, read back field by field, and then used in
 * a small sensor-record encoder whose output is checksummed. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdbool.h>

#define DUMP(label, obj, T)                                                                 \
    do {                                                                                   \
        unsigned char b_[sizeof(obj)];                                                     \
        memcpy(b_, &(obj), sizeof(obj));                                                   \
        printf("%-6s size %2zu align %zu:", label, sizeof(obj), _Alignof(T)); \
        for (size_t i_ = 0; i_ < sizeof(obj); i_++)                                        \
            printf(" %02x", b_[i_]);                                                       \
        printf("\n");                                                                      \
    } while (0)

struct s_a { char a; signed int b : 4; };
struct s_b { signed short s : 3; char c; };
struct s_c { signed int a : 3; signed long long b : 40; };
struct s_d { unsigned char a : 4; unsigned short b : 12; };
struct s_h { unsigned a : 31; unsigned b : 2; };
struct s_i { char a[3]; signed int b : 9; };
struct s_j { unsigned long long a : 63; unsigned char b : 2; };
struct s_k { char a; signed short b : 9; signed char c : 7; };
struct s_l { bool a : 1; bool b : 1; signed int c : 30; };
struct s_o { signed long long a : 8; char b; };
struct s_p { char x; struct { unsigned char y : 3, z : 5; } in; };

/* A sensor record: 12-bit id, 3-bit kind, 1 valid flag, signed 14-bit reading in
 * hundredths, 18-bit timestamp delta. */
struct record {
    unsigned id : 12;
    unsigned kind : 3;
    bool valid : 1;
    signed reading : 14;
    unsigned long long delta : 18;
};

int main(void) {
    struct s_a a; memset(&a, 0, sizeof a); a.a = 1; a.b = 5; DUMP("a", a, struct s_a);
    struct s_b b; memset(&b, 0, sizeof b); b.s = 3; b.c = 7; DUMP("b", b, struct s_b);
    struct s_c c; memset(&c, 0, sizeof c); c.a = 2; c.b = 0x123456789; DUMP("c", c, struct s_c);
    struct s_d d; memset(&d, 0, sizeof d); d.a = 9; d.b = 0xabc; DUMP("d", d, struct s_d);
    struct s_h h; memset(&h, 0, sizeof h); h.a = 0x7fffffff; h.b = 2; DUMP("h", h, struct s_h);
    struct s_i i; memset(&i, 0, sizeof i); i.a[0] = 1; i.b = -1; DUMP("i", i, struct s_i);
    struct s_j j; memset(&j, 0, sizeof j); j.a = 5; j.b = 3; DUMP("j", j, struct s_j);
    struct s_k k; memset(&k, 0, sizeof k); k.a = 1; k.b = -171; k.c = 0x3f; DUMP("k", k, struct s_k);
    struct s_l l; memset(&l, 0, sizeof l); l.a = 1; l.b = 1; l.c = -1; DUMP("l", l, struct s_l);
    struct s_o o; memset(&o, 0, sizeof o); o.a = 3; o.b = 4; DUMP("o", o, struct s_o);
    struct s_p p; memset(&p, 0, sizeof p); p.x = 1; p.in.y = 2; p.in.z = 17; DUMP("p", p, struct s_p);
    printf("read back: %d %d %lld %u %u %d %llu %d %d %d %lld %u\n", a.b, b.s, (long long)c.b, d.b,
           h.a, i.b, (unsigned long long)j.a, k.b, k.c, l.c, (long long)o.a, p.in.z);

    /* j.a holds 63 bits: fill it, then step it past its top. */
    j.a = 0x7fffffffffffffffull;
    j.a += 2;
    printf("j.a wrapped to %llu, j.b still %u\n", (unsigned long long)j.a, j.b);

    struct record recs[6];
    memset(recs, 0, sizeof recs);
    uint32_t seed = 99;
    uint32_t sum = 0;
    for (int r = 0; r < 6; r++) {
        seed = seed * 1103515245u + 12345u;
        recs[r].id = seed >> 20;
        recs[r].kind = (seed >> 8) & 7;
        recs[r].valid = (seed >> 4) & 1;
        recs[r].reading = (int)((seed >> 9) % 16000) - 8000;
        recs[r].delta = (seed >> 3) & 0x3ffff;
        unsigned char bytes[sizeof(struct record)];
        memcpy(bytes, &recs[r], sizeof bytes);
        printf("rec %d id %4u kind %u valid %d reading %6.2f delta %6llu bytes", r, recs[r].id, recs[r].kind,
               recs[r].valid, recs[r].reading / 100.0, (unsigned long long)recs[r].delta);
        for (size_t q = 0; q < sizeof bytes; q++) {
            printf(" %02x", bytes[q]);
            sum = (sum << 5 | sum >> 27) ^ bytes[q];
        }
        printf("\n");
    }
    printf("record size %zu, checksum %08x\n", sizeof(struct record), (unsigned)sum);
    return 0;
}
