/* An operand modifier the target does not have is gcc's "invalid operand code" error. */
void f(void) {
  int y;
  asm("movl $1, %j0" : "=r"(y));
}
