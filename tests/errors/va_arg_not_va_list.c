int f(int n, ...) {
  int ap = 0;
  return __builtin_va_arg(ap, int);
}
