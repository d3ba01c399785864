/* The variadic definitions of the called side, and the va_list-taking functions `main.c`'s
 * variadic functions hand their `va_list` to. lib.c also calls main.c's variadic
 * definitions, so each direction crosses both ways. */
#include "args.h"

double main_show(const char *spec, ...);
double main_vsum(const char *spec, va_list ap);

/* Read everything `spec` names from this side's own `...`. */
double lib_sum(const char *spec, ...) {
  va_list ap;
  double sum;
  va_start(ap, spec);
  sum = read_args("lib_sum", spec, &ap);
  va_end(ap);
  return sum;
}

/* A va_list made by the other side: read from a copy (C allows reading `ap` itself once,
 * but a copy is what portable code does with a parameter). */
double lib_vsum(const char *spec, va_list ap) {
  va_list copy;
  double sum;
  va_copy(copy, ap);
  sum = read_args("lib_vsum", spec, &copy);
  va_end(copy);
  return sum;
}

/* This side's va_list handed to the other side's reader. */
double lib_forward(const char *spec, ...) {
  va_list ap;
  double sum;
  va_start(ap, spec);
  sum = main_vsum(spec, ap);
  va_end(ap);
  return sum;
}

/* A pointer to the other side's va_list: the arguments this reads are consumed for it. */
long lib_next_long(va_list *ap) { return va_arg(*ap, long); }
double lib_next_double(va_list *ap) { return va_arg(*ap, double); }

/* The C library's va_list consumers, fed from this side. */
int lib_format(char *buf, unsigned long size, const char *fmt, ...) {
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

void lib_log(int level, const char *fmt, ...) {
  va_list ap;
  printf("[lib %d] ", level);
  va_start(ap, fmt);
  vfprintf(stdout, fmt, ap);
  va_end(ap);
  printf("\n");
}

/* Read one list twice: a va_copy before any va_arg, then the original after the copy. */
double lib_twice(int n, ...) {
  va_list ap, again;
  double first = 0, second = 0;
  int k;
  va_start(ap, n);
  va_copy(again, ap);
  for (k = 0; k < n; k++)
    first += va_arg(ap, double) * (k + 1);
  for (k = 0; k < n; k++)
    second += va_arg(again, double) * (k + 1);
  va_end(again);
  va_end(ap);
  printf("lib_twice %.17g %.17g\n", first, second);
  return first + second;
}

/* Every argument register taken by named parameters: `...` starts on the stack. */
double lib_tail(long a, long b, long c, long d, long e, long f, long g, long h, double d0,
                double d1, double d2, double d3, double d4, double d5, double d6, double d7,
                const char *spec, ...) {
  va_list ap;
  double sum = a + b + c + d + e + f + g + h + d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7;
  va_start(ap, spec);
  sum += read_args("lib_tail", spec, &ap);
  va_end(ap);
  return sum;
}

/* Named parameters of both classes and a narrow one before `...`. */
double lib_after_mixed(double x, short s, float f, const char *spec, ...) {
  va_list ap;
  double sum = x + s + f;
  va_start(ap, spec);
  sum += read_args("lib_after_mixed", spec, &ap);
  va_end(ap);
  return sum;
}

/* The other direction from here: this side calls the other side's variadic definition. */
double lib_calls_main(struct small s, struct mixed m, struct dd d, struct big b) {
  struct fff f = {0.5f, -1.25f, 3e10f};
  union num u;
  u.i = -77;
  return main_show("SMDiiiiiiddddddddddFBNlLps", s, m, d, 1, 2, 3, 4, 5, 6, 0.5, 1.5, 2.5,
                   3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, f, b, u, -1L, 1LL << 40, &u, "lib");
}
