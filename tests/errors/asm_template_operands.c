/* The template names operands that exist: numbers in range, names declared, labels only
 * with %l. */
void f(void) {
  int y;
  asm("%3" : "=r"(y));
  asm("%[foo]" : "=r"(y));
  asm goto("jmp %0" : : : : out);
  asm goto("jmp %l0" : : "r"(y) : : out);
out:;
}
