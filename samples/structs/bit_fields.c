/* Bit-fields: packing into storage units as gcc lays them out, signed and unsigned fields
 * with wrap-around on assignment, compound assignment and ++/-- on fields, bit-fields in
 * unions, static and designated initializers, and the promotion of narrow unsigned fields. */
int printf(const char *, ...);
struct flags { unsigned a : 3, b : 5; int c : 4; unsigned char d : 1; int : 0; short e : 7; };
struct mixed { char tag; int lo : 12, hi : 20; long wide : 40; _Bool on : 1; };
struct pad { char a; int : 4; char b; };
union u { int whole; unsigned nibble : 4; };
struct flags gf = { 5, 17, -3, 1, 60 };
struct mixed gm = { 'x', -100, 300000, -5000000000L, 1 };
int main(void) {
    printf("%lu %lu %lu\n", sizeof(struct flags), sizeof(struct mixed), sizeof(union u));
    struct flags f = { 7, 31, 7, 0, -64 };
    printf("%u %u %d %u %d\n", f.a, f.b, f.c, f.d, f.e);
    f.a = 9; f.b += 3; f.c = -8; f.c--; f.d = 3; f.e *= 2;
    printf("%u %u %d %u %d\n", f.a, f.b, f.c, f.d, f.e);
    printf("%u %u %d %u %d\n", gf.a, gf.b, gf.c, gf.d, gf.e);
    printf("%c %d %d %ld %d\n", gm.tag, gm.lo, gm.hi, gm.wide, gm.on);
    struct mixed m = gm;
    m.hi = -1; m.lo++; m.wide >>= 4;
    printf("%d %d %ld\n", m.lo, m.hi, m.wide);
    printf("%d\n", (m.lo = 5000) + 0);
    struct flags *p = &f;
    p->b = 0; ++p->a;
    printf("%u %u\n", p->a, p->b);
    union u x; x.whole = 0x1234; printf("%u\n", x.nibble); x.nibble = 0xf; printf("%x\n", x.whole);
    struct flags z = { .c = 2, .e = 3 };
    printf("%u %u %d %u %d\n", z.a, z.b, z.c, z.d, z.e);
    int check(void);
    printf("%d\n", check());
    return 0;
}
int check(void) {
    struct flags f = { 1 };
    return (f.a - 10 < 0) * 10 + (f.b - 1 > 0);
}
