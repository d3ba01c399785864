/* "i" operands that are address constants: a symbol plus an offset, written `$sym+8` in the
   template, or bare with %P / %c (the Linux kernel's and glibc's `call %P0`). */
#include <stdio.h>

int counter = 41;
int table[4] = {10, 20, 30, 40};

static void bump(void) {
    counter++;
}

int main(void) {
    void *p;
    int *q;
    long address;
    __asm__("lea %P1(%%rip), %0" : "=r"(p) : "i"(&counter));
    __asm__("lea %c1(%%rip), %0" : "=r"(q) : "i"(&table[2]));
    __asm__("lea %P1(%%rip), %0" : "=r"(address) : "i"(&table[1]));
    printf("%d %d %d\n", *(int *)p, *q, *(int *)address);
    __asm__ volatile("call %P0"
                     :
                     : "i"(&bump)
                     : "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "memory", "cc");
    printf("%d\n", counter);
    return 0;
}
