/* asm goto's labels are labels of the function, checked like goto's. */
void f(void) {
  asm goto("" : : : : nowhere);
}
