/* GNU C's ms_abi (the Microsoft x64 calling convention) on x86-64: integers and floats by
   position in rcx, rdx, r8, r9 / xmm0-xmm3 and then on the stack above 32 bytes the caller
   reserves; aggregates of 1, 2, 4 or 8 bytes as integers, others by reference; results in
   rax or xmm0, or through a hidden address. On aarch64 gcc ignores the attribute. */
#define MS __attribute__((ms_abi))

typedef struct { char c; } S1;
typedef struct { short s; } S2;
typedef struct { char c[3]; } S3;
typedef struct { float f; } SF;
typedef struct { int a, b; } S8;
typedef struct { double x, y; } S16;
typedef struct { long a, b, c; } S24;

MS long ints(int a, long b, char c, short d, unsigned char e, long f, int g, long h) {
    return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8;
}

MS double floats(float a, double b, int c, float d, double e, long f, float g, double h) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8;
}

MS float one_float(int a, float b) { return a * b; }

MS S1 s1(S1 a, S2 b) { S1 r = { (char)(a.c + b.s) }; return r; }
MS S2 s2(S2 a) { a.s = (short)(a.s * 3); return a; }
MS S3 s3(S3 a, int k) { a.c[0] += k; a.c[2] -= k; return a; }
MS SF sf(SF a, SF b, float c) { SF r = { a.f * b.f + c }; return r; }
MS S8 s8(int k, S8 a, S8 b) { S8 r = { a.a + b.b * k, a.b - b.a }; return r; }
MS S16 s16(S16 a, double k, S16 b) { S16 r = { a.x + b.x * k, a.y - b.y }; return r; }
MS S24 s24(S24 a, S24 b, S24 c, S24 d, S24 e) {
    S24 r = { a.a + b.a + c.a + d.a + e.a, a.b * e.b, c.c - d.c };
    return r;
}

/* Calls of functions main.c passes, through ms_abi pointers. */
long call_ints(MS long (*f)(int, long, char, short, unsigned char, long, int, long)) {
    return f(1, -2, 3, -4, 250, 6, -7, 8);
}
double call_floats(MS double (*f)(float, double, int, float, double, long, float, double)) {
    return f(0.5f, 1.25, 3, 4.5f, -2.0, 7, 0.25f, 9.5);
}
S24 call_s24(MS S24 (*f)(S24, S24, S24, S24, S24)) {
    S24 a = { 1, 2, 3 }, b = { 4, 5, 6 }, c = { 7, 8, 9 };
    return f(a, b, c, a, b);
}
S8 call_s8(MS S8 (*f)(int, S8, S8)) {
    S8 a = { 10, 20 }, b = { 3, 4 };
    return f(5, a, b);
}
