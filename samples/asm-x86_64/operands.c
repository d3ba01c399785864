/* Operand forms and modifiers: named operands, register letters, immediates with their
   ranges and %c %n %P, size modifiers %b %w %k %q, %a, SSE registers, explicit register
   variables, callee-saved registers clobbered and dialect alternatives. */
#include <stdio.h>

struct pair { long a, b; };

int main(void)
{
    long x = 10, y;
    __asm__("leaq %c[off](%[base]), %[out]" : [out] "=r"(y) : [base] "r"(x), [off] "i"(32));
    printf("%ld\n", y);

    int n;
    __asm__("movl $%n1, %0" : "=r"(n) : "n"(5));
    printf("%d\n", n);

    long k;
    __asm__("movq %1, %0" : "=r"(k) : "K"(-100));
    printf("%ld\n", k);
    __asm__("movq %1, %0" : "=r"(k) : "e"(-2147483647));
    printf("%ld\n", k);
    unsigned short port_like;
    __asm__("movw %1, %0" : "=r"(port_like) : "N"(200));
    printf("%u\n", port_like);

    unsigned long wide = 0x1122334455667788ul;
    unsigned char low;
    unsigned short word;
    unsigned int dword;
    __asm__("movb %b1, %0" : "=r"(low) : "r"(wide));
    __asm__("movw %w1, %0" : "=r"(word) : "r"(wide));
    __asm__("movl %k1, %0" : "=r"(dword) : "r"(wide));
    printf("%x %x %x\n", low, word, dword);
    int small = -3;
    long extended;
    __asm__("movslq %1, %q0" : "=r"(extended) : "r"(small));
    printf("%ld\n", extended);

    struct pair p = {7, 8};
    long second;
    __asm__("movq 8%a1, %0" : "=r"(second) : "r"(&p), "m"(p));
    printf("%ld\n", second);

    double d = 1.25, twice;
    __asm__("addsd %1, %0" : "=x"(twice) : "x"(d), "0"(d));
    printf("%g\n", twice);
    float f = 3.0f, fs;
    __asm__("mulss %1, %0" : "=x"(fs) : "x"(f), "0"(f));
    printf("%g\n", fs);

    register long r10 __asm__("r10") = 41;
    long from_r10;
    __asm__("leaq 1(%%r10), %0" : "=r"(from_r10) : "r"(r10));
    printf("%ld\n", from_r10);

    long saved = 0;
    __asm__("movq $77, %%rbx\n\tmovq $88, %%r12\n\tleaq (%%rbx,%%r12), %0"
            : "=r"(saved) : : "rbx", "r12");
    printf("%ld\n", saved);

    int alt;
    __asm__("{movl $1, %0|mov %0, 1}" : "=r"(alt));
    printf("%d %s\n", alt, "100%");

    int a = 6, b = 7, prod;
    __asm__("imull %2, %0" : "=r"(prod) : "0"(a), "g"(b) : "cc");
    printf("%d\n", prod);
    int mem = 5;
    __asm__("addl $10, %0" : "+m"(mem) : : "cc");
    __asm__("addl %1, %0" : "+r"(mem) : "m"(b) : "cc");
    printf("%d\n", mem);
    return 0;
}
