/* A variadic function: the va_list object is an aggregate whose address escapes (va_start
 * fills it, va_arg reads and advances it), so it stays in memory; the counter, the sum and
 * va_arg's own `va.addr` temporaries are promoted. */
double sum(int n, ...) {
  __builtin_va_list ap;
  double s = 0;
  __builtin_va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return s;
}
