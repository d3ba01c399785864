/* Vector literals and lane assignments that leave one value in every lane (code generation
   makes them a splat), beside ones that do not: a different last lane, a lane written twice,
   a chain started from another vector, and the 8-byte vectors. */
#include <stdio.h>

typedef signed char v16qi __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef signed char v8qi __attribute__((vector_size(8)));
typedef short v4hi __attribute__((vector_size(8)));

__attribute__((noinline)) static v16qi all8(signed char e)
{
    return (v16qi){e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e};
}
__attribute__((noinline)) static v16qi last8(signed char e, signed char f)
{
    return (v16qi){e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, f};
}
__attribute__((noinline)) static v8hi all16(short e) { return (v8hi){e, e, e, e, e, e, e, e}; }
__attribute__((noinline)) static v8hi overwritten16(short e, short f)
{
    v8hi v = {e, e, e, f, e, e, e, e};
    v[3] = e; /* lane 3 written twice: the last write is e */
    return v;
}
__attribute__((noinline)) static v8hi rewritten16(short e, short f)
{
    v8hi v = {e, e, e, e, e, e, e, e};
    v[5] = f; /* after a full splat, one lane differs */
    return v;
}
__attribute__((noinline)) static v4si partial32(v4si base, int e)
{
    base[0] = e; /* three lanes of e over another vector: the fourth is base's */
    base[1] = e;
    base[3] = e;
    return base;
}
__attribute__((noinline)) static v4si all32(v4si base, int e)
{
    base[2] = e;
    base[0] = e;
    base[1] = e;
    base[3] = e;
    return base;
}
__attribute__((noinline)) static v2di all64(long long e) { return (v2di){e, e}; }
__attribute__((noinline)) static v4sf allf(float e) { return (v4sf){e, e, e, e}; }
__attribute__((noinline)) static v2df alld(double e) { return (v2df){e, e}; }
__attribute__((noinline)) static v8qi short8(signed char e)
{
    return (v8qi){e, e, e, e, e, e, e, e};
}
__attribute__((noinline)) static v4hi short16(short e, short f) { return (v4hi){e, e, f, e}; }

static void bytes(const char *what, const void *p, int n)
{
    const unsigned char *b = p;
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %02x", b[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    (void)argv;
    signed char c = (signed char)(argc * -93);
    short s = (short)(argc * 12345);
    int i = argc * -2000000001;
    long long l = argc * -9000000000000000001LL;
    v16qi a = all8(c), b = last8(c, 5);
    v8hi d = all16(s), e = overwritten16(s, 7), f = rewritten16(s, 9);
    v4si base = {1, 2, 3, 4};
    v4si g = partial32(base, i), h = all32(base, i);
    v2di k = all64(l);
    v4sf m = allf(argc * 1.5f);
    v2df n = alld(argc * -2.25);
    v8qi o = short8(c);
    v4hi p = short16(s, 3);
    bytes("all8", &a, 16);
    bytes("last8", &b, 16);
    bytes("all16", &d, 16);
    bytes("overwritten16", &e, 16);
    bytes("rewritten16", &f, 16);
    bytes("partial32", &g, 16);
    bytes("all32", &h, 16);
    bytes("all64", &k, 16);
    bytes("allf", &m, 16);
    bytes("alld", &n, 16);
    bytes("short8", &o, 8);
    bytes("short16", &p, 8);
    return 0;
}
