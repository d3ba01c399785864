/* A clobber or explicit register variable naming no register of the target. */
void f(void) {
  register int r asm("foo") = 1;
  asm("" : : "r"(r) : "bar");
  asm("" : : : "xmm16", "r16", "memory", "cc", "eax");
}
