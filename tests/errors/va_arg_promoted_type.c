double f(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  char c = __builtin_va_arg(ap, char);
  float x = __builtin_va_arg(ap, float);
  __builtin_va_end(ap);
  return c + x;
}
