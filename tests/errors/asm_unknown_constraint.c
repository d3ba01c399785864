/* A constraint letter tcc-rs does not know (or cannot honour: x87 stack registers) is an
 * error naming it, at the constraint. */
void f(double d) {
  int y;
  asm("" : "=y"(y));
  asm("fsqrt" : "+t"(d));
}
