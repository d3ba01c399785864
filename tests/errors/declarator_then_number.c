int f(void) {
  int total = 1, count 2;
  return total;
}
