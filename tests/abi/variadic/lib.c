/* Variadic calls from this side: parameters of every type forwarded to the peer compiler's
 * variadic functions (promoted on the way), directly and through a pointer. */
double vshow(const char *spec, ...);
double vavg(int n, ...);
signed char vlast_schar(int n, ...);
int printf(const char *fmt, ...);

double forward(signed char c, unsigned char uc, short s, unsigned short us, _Bool b, float f,
               double d, long long ll, unsigned u) {
  return vshow("ccccddLudc", c, uc, s, us, f, d, ll, u, (double)f * 2, b);
}

/* Stack parameters forwarded as stack variadic arguments. */
double forward_many(int a, int b, int c, int d, int e, int f, int g, int h, signed char i,
                    double x0, double x1, double x2, double x3, double x4, double x5,
                    double x6, double x7, float x8, double x9) {
  return vshow("iiiiiiiicdddddddddd", a, b, c, d, e, f, g, h, i, x0, x1, x2, x3, x4, x5, x6,
               x7, x8, x9);
}

double through_pointer(double (*show)(const char *, ...), float f, short s) {
  return show("dcdcsp", f, s, f * 3, s * 3, "via pointer", show);
}

long narrow_variadic_result(int a, int b) { return vlast_schar(2, a, b) * 1000L; }

double averages(void) {
  return vavg(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 1, 2, 3, 4, 5, 6, 7, 8,
              9, 10);
}

/* printf itself, with a floating argument only after eight integers, and none at all. */
void print_mixed(long a, double d) {
  printf("print_mixed %ld %ld %ld %ld %ld %ld %ld %ld %.17g\n", a, a + 1, a + 2, a + 3, a + 4,
         a + 5, a + 6, a + 7, d);
  printf("print_mixed %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f\n", d, d + 1, d + 2,
         d + 3, d + 4, d + 5, d + 6, d + 7, d + 8, d + 9);
}
