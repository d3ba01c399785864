/* GNU vectors as asm operands in SIMD registers ("w"): 16-byte vectors as inputs, outputs,
   read-write and matching ("0") operands, written %0.4s as gcc's templates do, and an
   8-byte vector in the low half (%0.4h). */
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
    asm("add %0.4s, %1.4s, %2.4s" : "=w"(sum) : "w"(a), "w"(b));
    print4("add", sum);
    asm("mul %0.4s, %0.4s, %1.4s" : "+w"(a) : "w"(b));
    print4("mul", a);
    asm("sub %0.4s, %0.4s, %2.4s" : "=w"(tied) : "0"(b), "w"((v4si){1, 1, 1, 1}));
    print4("sub", tied);

    v4sf f = {1.5f, -2.0f, 0.25f, 8.0f}, g = {2.0f, 4.0f, 8.0f, 0.5f};
    asm("fmul %0.4s, %0.4s, %1.4s" : "+w"(f) : "w"(g));
    printf("fmul: %g %g %g %g\n", f[0], f[1], f[2], f[3]);

    v4hi h = {1, -1, 300, -300}, k = {2, 2, 200, 200};
    asm("add %0.4h, %0.4h, %1.4h" : "+w"(h) : "w"(k));
    printf("add on 8 bytes: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
