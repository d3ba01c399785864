int g(void) {
  g()

  return 0;
}
