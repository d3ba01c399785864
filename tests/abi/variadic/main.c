/* Variadic calls into the peer's <stdarg.h> functions from this side, and calls of lib.c's
 * forwarders. */
double vshow(const char *spec, ...);
double vavg(int n, ...);
int format(char *buf, unsigned long size, const char *fmt, ...);
signed char vlast_schar(int n, ...);
double vnarrow(signed char first, unsigned short second, ...);
double vtail(long a, long b, long c, long d, long e, long f, long g, long h, double d0,
             double d1, double d2, double d3, double d4, double d5, double d6, double d7,
             int n, ...);
int printf(const char *fmt, ...);
int snprintf(char *buf, unsigned long size, const char *fmt, ...);

double forward(signed char c, unsigned char uc, short s, unsigned short us, _Bool b, float f,
               double d, long long ll, unsigned u);
double forward_many(int a, int b, int c, int d, int e, int f, int g, int h, signed char i,
                    double x0, double x1, double x2, double x3, double x4, double x5,
                    double x6, double x7, float x8, double x9);
double through_pointer(double (*show)(const char *, ...), float f, short s);
long narrow_variadic_result(int a, int b);
double averages(void);
void print_mixed(long a, double d);

int main(void) {
  signed char sc = -128;
  unsigned char uc = 255;
  short s = -32768;
  unsigned short us = 65535;
  _Bool b = 1;
  float f = 0.1f;
  char buf[128];
  double (*show)(const char *, ...) = vshow;
  int n;
  printf("sum %.17g\n", vshow("cccccd", sc, uc, s, us, b, f));
  printf("sum %.17g\n", vshow("iulLUds", -2147483647 - 1, 4294967295u,
                              -9223372036854775807L - 1, -1LL, 18446744073709551615ULL,
                              -0.0, "str"));
  printf("sum %.17g\n", vshow("dididididididididid", 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5,
                              5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5));
  printf("sum %.17g\n", vshow("ddddddddddllllllllll", 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8,
                              1e9, 1e10, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L));
  printf("sum %.17g\n", vshow(""));
  printf("sum %.17g\n", vshow("p", (void *)0));
  printf("pointer sum %.17g\n", show("cdcd", sc, f, uc, 2.5));
  /* Six integer arguments before the pointer tcc-rs's x86-64 stub jumps through: it goes on
   * the stack. */
  printf("pointer sum %.17g\n", show("iiiiiidcdc", 1, 2, 3, 4, 5, 6, 0.5, sc, -1.5, us));
  printf("pointer sum %.17g\n", show("ddddddddddiiiiiidcd", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5,
                                      7.5, 8.5, 9.5, 1, 2, 3, 4, 5, 6, 10.5, sc, 11.5));
  printf("vavg %.17g\n", vavg(3, 1.5, 2.5, 3.5, -1, -2, -3));
  n = format(buf, sizeof buf, "%d|%u|%hhd|%hd|%c|%.3f|%e|%s|%lld", sc, us, uc, s, 'Z', f,
             1e-300, "end", -9223372036854775807LL);
  printf("format %d '%s'\n", n, buf);
  n = snprintf(buf, sizeof buf, "%d %g %d %g %d", 1, 2.5, -3, 4.5e10, uc);
  printf("snprintf %d '%s'\n", n, buf);
  printf("vlast_schar %d %ld\n", vlast_schar(3, 100, 20, 8), vlast_schar(1, 255) * 1000L);
  printf("forward %.17g\n", forward(sc, uc, s, us, b, f, 1e300, -1LL, 4294967295u));
  printf("forward %.17g\n", forward(-1, 0, 32767, 0, 0, -3.5f, -0.25, 0x7fffffffffffffffLL, 0));
  printf("forward_many %.17g\n", forward_many(1, 2, 3, 4, 5, 6, 7, 8, -9, 0.5, 1.5, 2.5, 3.5,
                                              4.5, 5.5, 6.5, 7.5, 8.5f, 9.5));
  printf("through_pointer %.17g\n", through_pointer(vshow, 1.25f, -32768));
  printf("narrow_variadic_result %ld %ld\n", narrow_variadic_result(100, 28),
         narrow_variadic_result(-200, 55));
  printf("averages %.17g\n", averages());
  print_mixed(-4, 2.0 / 3.0);
  printf("vnarrow %.17g\n", vnarrow(sc, us, s, f));
  printf("vtail %.17g\n", vtail(1, 2, 3, 4, 5, 6, 7, 8, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5,
                                  7.5, 3, 0.25, sc, f, uc, -1e10, -2147483647 - 1));
  return 0;
}
