/* A 32-bit argument's upper half: the psABI leaves it undefined, but gcc's code always
 * clears it, and assembly relies on that (libgcrypt's _gcry_mpih_submul_1 reads its
 * `unsigned` size as %rdx). The functions below read the whole registers. */
#include <stdio.h>

asm(".text\n"
    ".globl whole_rdi\n"
    "whole_rdi:\n"
    "\tmovq %rdi, %rax\n"
    "\tret\n"
    ".globl whole_rcx\n"
    "whole_rcx:\n"
    "\tmovq %rcx, %rax\n"
    "\tret\n");

unsigned long whole_rdi(unsigned n);
unsigned long whole_rcx(long a, long b, long c, int n);

static unsigned narrow(unsigned long x) { return (unsigned)x; }

int main(void) {
    volatile unsigned long big = 0x123456789abcdef0UL;
    volatile long negative = -5;
    printf("%lx\n", whole_rdi((unsigned)big));
    printf("%lx\n", whole_rdi((unsigned)(big >> 8)));
    printf("%lx\n", whole_rcx(1, 2, 3, (int)negative));
    printf("%lx\n", whole_rcx(1, 2, 3, (int)(big + 1)));
    unsigned long (*f)(unsigned) = whole_rdi;
    printf("%lx\n", f(narrow(big)));
    return 0;
}
