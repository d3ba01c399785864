int f(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  __builtin_va_arg(ap, void);
  return 0;
}
