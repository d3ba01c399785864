/* Outputs are modifiable lvalues with '=' or '+'; inputs have neither; a memory input is
 * addressable; matching constraints name an output held in a register; register operands
 * fit a register (a GNU vector of 8 or 16 bytes: a vector register). */
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
typedef long long v4di __attribute__((vector_size(32)));
typedef int v4si __attribute__((vector_size(16)));
void g(v4di w, v4si v) {
  asm("" : : "x"(w));
  asm("" : : "r"(v));
  asm("" : "=r"(v));
  asm("" : "=x"(v) : "0"(v), "x"(v));
}
