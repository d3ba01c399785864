#include <stdio.h>
#define MS __attribute__((ms_abi))

typedef struct { char c; } S1;
typedef struct { short s; } S2;
typedef struct { char c[3]; } S3;
typedef struct { float f; } SF;
typedef struct { int a, b; } S8;
typedef struct { double x, y; } S16;
typedef struct { long a, b, c; } S24;

MS long ints(int, long, char, short, unsigned char, long, int, long);
MS double floats(float, double, int, float, double, long, float, double);
MS float one_float(int, float);
MS S1 s1(S1, S2);
MS S2 s2(S2);
MS S3 s3(S3, int);
MS SF sf(SF, SF, float);
MS S8 s8(int, S8, S8);
MS S16 s16(S16, double, S16);
MS S24 s24(S24, S24, S24, S24, S24);
long call_ints(MS long (*)(int, long, char, short, unsigned char, long, int, long));
double call_floats(MS double (*)(float, double, int, float, double, long, float, double));
S24 call_s24(MS S24 (*)(S24, S24, S24, S24, S24));
S8 call_s8(MS S8 (*)(int, S8, S8));

static MS long my_ints(int a, long b, char c, short d, unsigned char e, long f, int g, long h) {
    return a - b + c - d + e - f + g - h;
}
static MS double my_floats(float a, double b, int c, float d, double e, long f, float g, double h) {
    return a * b + c - d * e + f - g * h;
}
static MS S24 my_s24(S24 a, S24 b, S24 c, S24 d, S24 e) {
    S24 r = { a.a * b.b, c.c + d.a, e.b - a.c };
    return r;
}
static MS S8 my_s8(int k, S8 a, S8 b) {
    S8 r = { k * a.b, b.a - a.a };
    return r;
}

int main(void) {
    printf("ints %ld\n", ints(1, 2, 3, 4, 5, 6, 7, 8));
    printf("floats %g\n", floats(1.5f, 2.25, 3, 4.5f, 5.75, 6, 7.5f, 8.125));
    printf("one_float %g\n", one_float(3, 2.5f));
    S1 a1 = { 7 };
    S2 a2 = { 300 };
    printf("s1 %d\n", s1(a1, a2).c);
    printf("s2 %d\n", s2(a2).s);
    S3 a3 = { { 10, 20, 30 } };
    S3 r3 = s3(a3, 4);
    printf("s3 %d %d %d\n", r3.c[0], r3.c[1], r3.c[2]);
    SF f1 = { 1.5f }, f2 = { 4.0f };
    printf("sf %g\n", sf(f1, f2, 0.5f).f);
    S8 b1 = { 1, 2 }, b2 = { 30, 40 };
    S8 r8 = s8(3, b1, b2);
    printf("s8 %d %d\n", r8.a, r8.b);
    S16 c1 = { 1, 2 }, c2 = { 3, 4 };
    S16 r16 = s16(c1, 0.5, c2);
    printf("s16 %g %g\n", r16.x, r16.y);
    S24 d1 = { 1, 2, 3 }, d2 = { 10, 20, 30 };
    S24 r24 = s24(d1, d2, d1, d2, d1);
    printf("s24 %ld %ld %ld\n", r24.a, r24.b, r24.c);
    printf("call_ints %ld\n", call_ints(my_ints));
    printf("call_floats %g\n", call_floats(my_floats));
    S24 q = call_s24(my_s24);
    printf("call_s24 %ld %ld %ld\n", q.a, q.b, q.c);
    S8 p = call_s8(my_s8);
    printf("call_s8 %d %d\n", p.a, p.b);
    return 0;
}
