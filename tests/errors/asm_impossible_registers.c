/* A register an operand needs that a clobber or another operand already takes: gcc's
 * "impossible constraints". An input may share an output's named register. */
void f(int x) {
  int y, z;
  asm("" : "=a"(y) : "a"(x) : "eax");
  asm("" : "=a"(y), "=a"(z));
  asm("" : "=&a"(y) : "a"(x));
  asm("" : "=a"(y) : "a"(x));
}
