int h(void) { int y = 2; y = y + 1  return y; }
