int f(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap);
  return n;
}
