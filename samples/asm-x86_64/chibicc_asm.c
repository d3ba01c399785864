/* After chibicc's test/asm.c: basic asm that returns from the enclosing function through
   its frame pointer (asm, asm inline volatile). */
#include <stdio.h>

char *asm_fn1(void) {
  asm("mov $50, %rax\n\t"
      "mov %rbp, %rsp\n\t"
      "pop %rbp\n\t"
      "ret");
}

char *asm_fn2(void) {
  asm inline volatile("mov $55, %rax\n\t"
                      "mov %rbp, %rsp\n\t"
                      "pop %rbp\n\t"
                      "ret");
}

int main() {
  printf("%d\n", (int)(long)asm_fn1());
  printf("%d\n", (int)(long)asm_fn2());
  printf("OK\n");
  return 0;
}
