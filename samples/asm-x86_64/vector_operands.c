/* GNU vectors as asm operands in SSE registers ("x"): 16-byte integer and float vectors as
   inputs, outputs, read-write and matching ("0") operands, an 8-byte vector in the low half
   of a register, and a vector in an explicit register variable. SSE2 instructions only. */
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));

static void print4(const char *what, v4si v)
{
    printf("%s: %d %d %d %d\n", what, v[0], v[1], v[2], v[3]);
}

int main(void)
{
    v4si a = {1, 2, 3, 4}, b = {10, -20, 30, -40}, sum, tied;
    asm("movdqa %1, %0\n\tpaddd %2, %0" : "=&x"(sum) : "x"(a), "x"(b));
    print4("paddd", sum);
    asm("pxor %1, %0" : "+x"(a) : "x"(b));
    print4("pxor", a);
    asm("psubd %2, %0" : "=x"(tied) : "0"(b), "x"((v4si){1, 1, 1, 1}));
    print4("psubd", tied);

    v4sf f = {1.5f, -2.0f, 0.25f, 8.0f}, g = {2.0f, 4.0f, 8.0f, 0.5f};
    asm("mulps %1, %0" : "+x"(f) : "x"(g));
    printf("mulps: %g %g %g %g\n", f[0], f[1], f[2], f[3]);

    v4hi h = {1, -1, 300, -300}, k = {2, 2, 200, 200};
    asm("paddw %1, %0" : "+x"(h) : "x"(k));
    printf("paddw on 8 bytes: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    register v4si r asm("xmm9") = {5, 6, 7, 8};
    asm("pshufd $0x1b, %0, %0\n\tpaddd %1, %0" : "+x"(r) : "x"(sum));
    print4("pshufd in xmm9", r);
    return 0;
}
