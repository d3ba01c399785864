/* The calling side of variadic definitions: calls lib.c's variadic functions with more
 * arguments than fit in registers, of every kind (integers, doubles, pointers, small, mixed
 * and large structures, unions), hands lib.c its own va_list, and defines variadic functions
 * lib.c calls back. */
#include "args.h"
#include <string.h>

double lib_sum(const char *spec, ...);
double lib_vsum(const char *spec, va_list ap);
double lib_forward(const char *spec, ...);
long lib_next_long(va_list *ap);
double lib_next_double(va_list *ap);
int lib_format(char *buf, unsigned long size, const char *fmt, ...);
void lib_log(int level, const char *fmt, ...);
double lib_twice(int n, ...);
double lib_tail(long a, long b, long c, long d, long e, long f, long g, long h, double d0,
                double d1, double d2, double d3, double d4, double d5, double d6, double d7,
                const char *spec, ...);
double lib_after_mixed(double x, short s, float f, const char *spec, ...);
double lib_calls_main(struct small s, struct mixed m, struct dd d, struct big b);

/* Called by lib.c: this side's variadic definition. */
double main_show(const char *spec, ...) {
  va_list ap;
  double sum;
  va_start(ap, spec);
  sum = read_args("main_show", spec, &ap);
  va_end(ap);
  return sum;
}

/* lib.c's va_list, read here. */
double main_vsum(const char *spec, va_list ap) {
  va_list copy;
  double sum;
  va_copy(copy, ap);
  sum = read_args("main_vsum", spec, &copy);
  va_end(copy);
  return sum;
}

/* This side's va_list handed to lib.c's reader. */
double main_sum(const char *spec, ...) {
  va_list ap;
  double sum;
  va_start(ap, spec);
  sum = lib_vsum(spec, ap);
  va_end(ap);
  return sum;
}

/* One va_list read alternately here and, through a pointer, in lib.c. */
double main_shared(int n, ...) {
  va_list ap;
  double sum = 0;
  int k;
  va_start(ap, n);
  for (k = 0; k < n; k++) {
    long l = lib_next_long(&ap);
    double d = va_arg(ap, double);
    int i = va_arg(ap, int);
    double e = lib_next_double(&ap);
    printf(" %ld/%.17g/%d/%.17g", l, d, i, e);
    sum += l + d + i + e;
  }
  va_end(ap);
  printf("\n");
  return sum;
}

int main(void) {
  struct small s = {-100000, -300, 'x'};
  struct mixed m = {42, -0.75f, 1e-300};
  struct dd d = {0.25, -2.75e3};
  struct fff f = {1.5f, -2.5f, 3e-3f};
  struct ff4 q = {1, 2, 3, 4.5f};
  struct big b = {{7, -8, 1L << 40}, 'B'};
  struct tiny t = {'t'};
  struct pair p = {-5, 1L << 33};
  union num u;
  char buf[160];
  int n;
  u.i = 123456;

  printf("%.17g\n", lib_sum(""));
  printf("%.17g\n", lib_sum("iulLdps", -2147483647 - 1, 4294967295u,
                            -9223372036854775807L - 1, -1LL, -0.0, (void *)0, "str"));
  /* More integers than registers, then more doubles than registers, interleaved. */
  printf("%.17g\n", lib_sum("ididididididididididid", 1, 0.5, 2, 1.5, 3, 2.5, 4, 3.5, 5, 4.5,
                            6, 5.5, 7, 6.5, 8, 7.5, 9, 8.5, 10, 9.5, 11, 10.5));
  printf("%.17g\n", lib_sum("SMDFQBTN", s, m, d, f, q, b, t, u));
  /* Structures once the registers are nearly or wholly used: an aggregate that no longer
   * fits the registers left goes to the stack whole, and later scalars still use them. */
  printf("%.17g\n", lib_sum("iiiiMiDdddddddFdQS", 1, 2, 3, 4, m, 5, d, 0.1, 0.2, 0.3, 0.4,
                            0.5, 0.6, 0.7, f, 0.8, q, s));
  printf("%.17g\n", lib_sum("ddddddddDFQMiiiiiiSNTB", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0,
                            d, f, q, m, 1, 2, 3, 4, 5, 6, s, u, t, b));
  /* An aggregate needing two registers of a class when one is left goes to the stack, and
   * the next scalar of that class still takes the register (x86-64); an HFA that does not
   * fit the vector registers left sends every later floating argument to the stack
   * (aarch64). */
  printf("%.17g\n", lib_sum("iiiiiPiPi", 1, 2, 3, 4, 5, p, 6, p, 7));
  printf("%.17g\n", lib_sum("dddddddFdD", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, f, 7.5, d));
  printf("%.17g\n", lib_sum("ddddddQdd", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, q, 6.5, 7.5));
  printf("%.17g\n", lib_tail(1, 2, 3, 4, 5, 6, 7, 8, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5,
                             "idSDMBFl", 9, 8.5, s, d, m, b, f, -10L));
  printf("%.17g\n", lib_after_mixed(0.125, -7, 2.5f, "dSiD", 3.25, s, 11, d));

  printf("%.17g\n", main_sum("iSdMlDpFQBTNs", 5, s, -2.5, m, 1L << 50, d, &n, f, q, b, t, u,
                             "main"));
  printf("%.17g\n", main_sum("iiiiiiiidddddddddd", 1, 2, 3, 4, 5, 6, 7, 8, 1.0, 2.0, 3.0, 4.0,
                             5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
  printf("%.17g\n", lib_forward("dDiMSiiiiiidddddddB", 0.5, d, 1, m, s, 2, 3, 4, 5, 6, 7,
                                1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, b));
  printf("main_shared:");
  printf("%.17g\n", main_shared(4, 10L, 0.5, 1, 1.5, 20L, 2.5, 2, 3.5, 30L, 4.5, 3, 5.5,
                                40L, 6.5, 4, 7.5));

  n = lib_format(buf, sizeof buf, "%d|%u|%ld|%c|%.3f|%e|%s|%lld|%5.1f|%x", -5, 7u, 1L << 40,
                 'Z', 2.0 / 3, 1e-300, "end", -9223372036854775807LL, f.a, 255);
  printf("lib_format %d '%s'\n", n, buf);
  n = lib_format(buf, 8, "%s", "truncated at eight");
  printf("lib_format %d '%s' %d\n", n, buf, (int)strlen(buf));
  lib_log(3, "%s=%d, %s=%.2f, %d more: %d %d %d %d %d %d", "x", 1, "y", 2.5, 6, 1, 2, 3, 4, 5,
          6);
  printf("%.17g\n", lib_twice(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
  printf("%.17g\n", lib_calls_main(s, m, d, b));
  return 0;
}
