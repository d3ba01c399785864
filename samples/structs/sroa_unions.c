/* Unions and type punning: members of different types at one offset. SROA must read the
   bytes a store of another type left, through shifts, truncations and bitcasts. */
#include <stdio.h>
#include <string.h>

union word { unsigned u; int i; float f; unsigned char b[4]; unsigned short h[2]; };
union quad { double d; long long l; unsigned u[2]; float f[2]; char c[8]; };
struct tagged { int tag; union { int i; float f; char s[4]; } v; };

static unsigned float_bits(float f) { union word w; w.f = f; return w.u; }
static float bits_float(unsigned u) { union word w; w.u = u; return w.f; }

static int describe(struct tagged t) {
    switch (t.tag) {
    case 0: return t.v.i;
    case 1: return (int)(t.v.f * 10);
    default: return t.v.s[0] + t.v.s[1] + t.v.s[2];
    }
}

int main(void) {
    printf("%08x %08x %g\n", float_bits(1.0f), float_bits(-2.5f), bits_float(0x40490fdbu));
    union word w;
    w.u = 0x11223344u;
    printf("bytes %02x %02x %02x %02x halves %04x %04x\n", w.b[0], w.b[1], w.b[2], w.b[3], w.h[0], w.h[1]);
    w.b[2] = 0xaa;
    w.h[0] = 0xbeef;
    printf("word %08x\n", w.u);
    union quad q;
    q.d = 1.0;
    printf("quad %016llx %08x %08x\n", q.l, q.u[0], q.u[1]);
    q.u[0] = 0x12345678u;
    q.f[1] = 3.0f;
    printf("quad %016llx %g\n", q.l, q.f[0] == q.f[0] ? 1.0 : 0.0);
    q.l = 0x0102030405060708LL;
    int s = 0;
    for (int i = 0; i < 8; i++)
        s = s * 3 + q.c[i];
    printf("chars %d %d %d\n", q.c[0], q.c[7], s);
    struct tagged a = { 0, { .i = 42 } }, b = { 1, { .f = 2.5f } }, c = { 2, { .s = "xyz" } };
    printf("tagged %d %d %d\n", describe(a), describe(b), describe(c));
    int acc = 0;
    for (int i = 0; i < 10; i++) {
        union word x;
        if (i & 1) x.f = (float)i; else x.i = i;
        acc += (i & 1) ? (int)x.f : x.i;
    }
    printf("acc %d\n", acc);
    return acc & 0x7f;
}
