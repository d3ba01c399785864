/* "i" operands that are address constants: a symbol plus an offset, for adrp/add and bl.
   (gcc accepts them on aarch64 only with -fno-pie, and its output here is from such a
   build; tcc-rs's PC-relative code takes them in any mode.) */
#include <stdio.h>

int counter = 41;
int table[4] = {10, 20, 30, 40};

static void bump(void) {
    counter++;
}

int main(void) {
    void *p;
    int *q;
    __asm__("adrp %0, %1\n\tadd %0, %0, :lo12:%1" : "=r"(p) : "i"(&counter));
    __asm__("adrp %0, %1\n\tadd %0, %0, :lo12:%1" : "=r"(q) : "i"(&table[2]));
    printf("%d %d\n", *(int *)p, *q);
    __asm__ volatile("bl %0"
                     :
                     : "i"(&bump)
                     : "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "x11",
                       "x12", "x13", "x14", "x15", "x16", "x17", "x30", "memory", "cc");
    printf("%d\n", counter);
    return 0;
}
