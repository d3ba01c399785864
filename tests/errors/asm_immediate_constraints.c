/* An immediate operand must be an integer constant expression within the letter's range
 * (gcc: "impossible constraint in 'asm'"). */
void f(int x) {
  asm("" : : "i"(x));
  asm("" : : "I"(40));
  asm("" : : "K"(128));
  asm("" : : "n"(1.5));
  asm("" : : "N"(255), "M"(3), "e"(-2147483648LL), "Z"(4294967295LL), "L"(0xffff));
}
