/* aarch64 operand forms: %w and %x of general registers, %s %d %q of SIMD registers with
   "w" and "x", immediates I J K L M N, "m" and %a, named operands, a callee-saved
   register clobbered, an explicit register variable, asm goto and %=. */
#include <stdint.h>
#include <stdio.h>

static inline uint32_t rev32(uint32_t x)
{
    __asm__("rev %w0, %w1" : "=r"(x) : "r"(x));
    return x;
}

static int sign(long x)
{
    asm goto("cmp %0, #0\n\tb.lt %l[neg]\n\tb.eq %l2" : : "r"(x) : "cc" : neg, zero);
    return 1;
neg:
    return -1;
zero:
    return 0;
}

int main(void)
{
    printf("%08x\n", rev32(0x11223344));
    uint64_t a = 40, sum;
    __asm__("add %[out], %[in], %[imm]" : [out] "=r"(sum) : [in] "r"(a), [imm] "I"(2));
    printf("%llu\n", (unsigned long long)sum);
    long neg;
    __asm__("add %0, %1, %2" : "=r"(neg) : "r"(100L), "J"(-1));
    printf("%ld\n", neg);
    uint32_t masked;
    __asm__("and %w0, %w1, %2" : "=r"(masked) : "r"(0x12345678u), "K"(0xff00ff00));
    printf("%08x\n", masked);
    uint64_t m64;
    __asm__("and %0, %1, %2" : "=r"(m64) : "r"(~0ull), "L"(0x5555555555555555ull));
    printf("%016llx\n", (unsigned long long)m64);
    uint32_t mv;
    __asm__("mov %w0, %1" : "=r"(mv) : "M"(0x10000));
    uint64_t nv;
    __asm__("mov %0, %1" : "=r"(nv) : "N"(0xffff00000000ull));
    printf("%x %llx\n", mv, (unsigned long long)nv);

    double d = 1.5, r;
    __asm__("fadd %d0, %d1, %d1" : "=w"(r) : "w"(d));
    float f = 2.0f, g;
    __asm__("fmul %s0, %s1, %s1" : "=x"(g) : "x"(f));
    printf("%g %g\n", r, g);

    long mem = 7, loaded;
    __asm__("ldr %0, %1" : "=r"(loaded) : "m"(mem));
    long arr[2] = {3, 4}, second;
    __asm__("ldr %0, [%1, #8]" : "=r"(second) : "r"(arr), "m"(arr));
    printf("%ld %ld\n", loaded, second);

    long saved;
    __asm__("mov x19, #5\n\tmov x20, #6\n\tadd %0, x19, x20" : "=r"(saved) : : "x19", "x20");
    printf("%ld\n", saved);
    register long x9 __asm__("x9") = 30;
    long from_x9;
    __asm__("add %0, x9, #1" : "=r"(from_x9) : "r"(x9));
    printf("%ld\n", from_x9);
    int count = 0;
    for (int i = 0; i < 5; i++)
        __asm__("b .Lskip%=\n\tmov %w0, #100\n.Lskip%=:\n\tadd %w0, %w0, #1" : "+r"(count));
    printf("%d %d %d %d\n", count, sign(-3), sign(0), sign(8));
    return 0;
}
