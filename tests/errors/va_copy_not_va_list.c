struct S { int a; };
int f(int n, ...) {
  __builtin_va_list ap;
  struct S s;
  __builtin_va_start(ap, n);
  __builtin_va_copy(s, ap);
  return n;
}
