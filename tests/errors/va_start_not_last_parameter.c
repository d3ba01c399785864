int f(int n, int m, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  int x = __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return x + m;
}
