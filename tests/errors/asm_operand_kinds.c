/* Outputs are modifiable lvalues with '=' or '+'; inputs have neither; a memory input is
 * addressable; matching constraints name an output held in a register; register operands
 * fit a register. */
struct big { long a[4]; };
void f(int x, struct big b) {
  int y;
  const int c = 1;
  asm("" : "=r"(x + 1));
  asm("" : "r"(y));
  asm("" : : "=r"(y));
  asm("" : "=r"(c));
  asm("" : : "m"(x + 1));
  asm("" : "=m"(y) : "0"(x));
  asm("" : : "1"(x));
  asm("" : : "r"(b));
  asm("" : : "m"(b));
}
