/* Structs of many sizes and shapes (1 to 64 bytes; char, short, int, long, float and
 * double mixed) passed and returned by value between functions of this file, with enough
 * other arguments that some structs travel in registers and some on the stack. Every
 * result is folded into a checksum so any misplaced byte changes the output. */
#include <stdio.h>
#include <string.h>

typedef struct { unsigned char a; } S1;
typedef struct { unsigned short a; } S2;
typedef struct { unsigned char a, b, c; } S3;
typedef struct { float f; } S4;
typedef struct { unsigned char c; unsigned short s; unsigned char d; } S6;
typedef struct { float x, y; } S8f;
typedef struct { int i; float f; } S8m;
typedef struct { unsigned char c[5]; unsigned short s; } S7;
typedef struct { float x, y, z; } S12f;
typedef struct { long l; double d; } S16m;
typedef struct { double x, y; } S16d;
typedef struct { unsigned char c; double d; } S16cd;
typedef struct { float a, b, c, d; } S16f;
typedef struct { double x, y, z; } S24;
typedef struct { long a; int b; short c; char d; float e; double f; } S32;
typedef struct { unsigned char bytes[64]; } S64;

static unsigned long mix(unsigned long h, unsigned long v) { return (h ^ v) * 1099511628211ul % 4294967291ul; }

static S1 make1(int k) { S1 s = {(unsigned char)(k * 7)}; return s; }
static S2 make2(int k) { S2 s = {(unsigned short)(k * 1001)}; return s; }
static S3 make3(int k) { S3 s = {(unsigned char)k, (unsigned char)(k + 1), (unsigned char)(k * 3)}; return s; }
static S4 make4(int k) { S4 s = {k * 0.5f}; return s; }
static S6 make6(int k) { S6 s = {(unsigned char)k, (unsigned short)(k * 300), (unsigned char)(255 - k)}; return s; }
static S7 make7(int k) {
    S7 s;
    for (int i = 0; i < 5; i++)
        s.c[i] = (unsigned char)(k + i * 11);
    s.s = (unsigned short)(k * 17);
    return s;
}
static S8f make8f(int k) { return (S8f){k + 0.25f, -k * 2.0f}; }
static S8m make8m(int k) { return (S8m){-k, k * 1.5f}; }
static S12f make12f(int k) { return (S12f){k * 1.0f, k * 2.0f, k * 4.0f}; }
static S16m make16m(int k) { return (S16m){k * 100000L, k / 8.0}; }
static S16d make16d(int k) { return (S16d){k * 0.1, k * -0.2}; }
static S16cd make16cd(int k) { return (S16cd){(unsigned char)(k + 65), k * 3.25}; }
static S16f make16f(int k) { return (S16f){k * 1.0f, k * 0.5f, k * 0.25f, k * 0.125f}; }
static S24 make24(int k) { return (S24){k, k * k, k * k * (double)k}; }
static S32 make32(int k) { return (S32){k * 1000000000L, -k, (short)(k * 3), (char)(k % 100), k * 0.75f, k * 1e10}; }
static S64 make64(int k) {
    S64 s;
    for (int i = 0; i < 64; i++)
        s.bytes[i] = (unsigned char)(k * i + 3);
    return s;
}

/* Folds every field of every struct; many parameters so later ones go on the stack. */
static unsigned long fold(unsigned long h, S1 a, S2 b, S3 c, S4 d, S6 e, S7 f, S8f g, S8m i,
                          S12f j, S16m k, S16d l, S16cd m, S16f n, S24 o, S32 p, S64 q) {
    h = mix(h, a.a);
    h = mix(h, b.a);
    h = mix(h, c.a + c.b * 256u + c.c * 65536u);
    h = mix(h, (unsigned long)(d.f * 4));
    h = mix(h, e.c + e.s * 256u + e.d * 16777216ul);
    for (int t = 0; t < 5; t++)
        h = mix(h, f.c[t]);
    h = mix(h, f.s);
    h = mix(h, (unsigned long)(long)(g.x * 4 + g.y * 8 + 1000));
    h = mix(h, (unsigned long)(long)(i.i * 10 + i.f * 2 + 1000));
    h = mix(h, (unsigned long)(j.x + j.y * 10 + j.z * 100));
    h = mix(h, (unsigned long)(k.l + (long)(k.d * 8)));
    h = mix(h, (unsigned long)(long)(l.x * 10 + 0.5) + (unsigned long)(long)(-l.y * 10 + 0.5));
    h = mix(h, m.c + (unsigned long)(m.d * 4));
    h = mix(h, (unsigned long)(n.a + n.b * 2 + n.c * 4 + n.d * 8));
    h = mix(h, (unsigned long)(o.x + o.y + o.z));
    h = mix(h, (unsigned long)p.a + (unsigned long)(unsigned)p.b + (unsigned short)p.c + (unsigned char)p.d);
    h = mix(h, (unsigned long)(p.e * 4) + (unsigned long)(p.f / 1e9));
    for (int t = 0; t < 64; t += 7)
        h = mix(h, q.bytes[t]);
    return h;
}

/* Returns a struct built from scalars spread over integer and float registers and the stack. */
static S32 gather(int a, double b, long c, float d, short e, char f, int g, double h, int i,
                  double j, int k, double l, int m, double n, int o, double p, float q) {
    S32 s;
    s.a = a + c + g + i + k + m + o;
    s.b = e + f;
    s.c = (short)(g - i);
    s.d = (char)(m % 50);
    s.e = d + q;
    s.f = b + h + j + l + n + p;
    return s;
}

/* Passes a struct through, changed, to check that callee copies don't alias the caller's. */
static S24 bump(S24 v, S16d w, double k) {
    v.x += w.x * k;
    v.y += w.y * k;
    v.z = v.x - v.y;
    return v;
}
static S64 reverse64(S64 s) {
    for (int i = 0; i < 32; i++) {
        unsigned char t = s.bytes[i];
        s.bytes[i] = s.bytes[63 - i];
        s.bytes[63 - i] = t;
    }
    return s;
}

int main(void) {
    unsigned long h = 14695981039346656037ul % 4294967291ul;
    for (int k = 1; k <= 6; k++) {
        h = fold(h, make1(k), make2(k), make3(k), make4(k), make6(k), make7(k), make8f(k),
                 make8m(k), make12f(k), make16m(k), make16d(k), make16cd(k), make16f(k),
                 make24(k), make32(k), make64(k));
        printf("k=%d checksum %lu\n", k, h);
    }
    S32 g = gather(1, 0.5, 2, 1.25f, 3, 4, 5, 0.25, 6, 0.125, 7, 8.0, 9, 16.0, 10, 32.0, 2.5f);
    printf("gather: %ld %d %d %d %.3f %.4f\n", g.a, g.b, g.c, g.d, g.e, g.f);

    S24 v = make24(3);
    S24 w = bump(v, make16d(10), 2.0);
    printf("bump: (%.3f %.3f %.3f) original (%.3f %.3f %.3f)\n", w.x, w.y, w.z, v.x, v.y, v.z);
    S64 q = make64(5), r = reverse64(q);
    printf("reverse64: first %u last %u, original first %u, twice equal %d\n", r.bytes[0],
           r.bytes[63], q.bytes[0], memcmp(&q, &(S64){0}, 0) == 0 &&
           memcmp(reverse64(r).bytes, q.bytes, 64) == 0);
    S6 e = make6(9);
    S6 arr[3] = {e, make6(10), e};
    arr[1] = arr[0];
    printf("S6 copies: %u %u %u / %u %u %u\n", arr[1].c, arr[1].s, arr[1].d, arr[2].c, arr[2].s,
           arr[2].d);
    printf("sizes: %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(S1), sizeof(S3), sizeof(S6),
           sizeof(S7), sizeof(S12f), sizeof(S16cd), sizeof(S16f), sizeof(S24), sizeof(S32),
           sizeof(S64));
    return 0;
}
