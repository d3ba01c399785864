/* Flag outputs: a condition the target has, an integer output, never in the template,
 * never an input's matching constraint. */
void f(void) {
  int r;
  double d;
  asm("" : "=@ccq"(r));
  asm("" : "=@ccz"(d));
  asm("sete %0" : "=@ccz"(r));
  asm("" : "=@ccz"(r) : "0"(1));
}
