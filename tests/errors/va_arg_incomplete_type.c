struct S;
int f(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  struct S *p = &__builtin_va_arg(ap, struct S);
  return p != 0;
}
