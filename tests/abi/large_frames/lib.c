/* Stack-passed arguments reached across a large frame: the callee's incoming arguments and
 * the caller's outgoing ones lie beyond big local arrays, at offsets no short immediate
 * field holds (aarch64 load/store offsets reach 4 KiB-32 KiB, so the offset needs a
 * register). */
int printf(const char *fmt, ...);

long big_callee(long a, long b, long c, long d, long e, long f, long g, long h,
                signed char i, short j, double k0, double k1, double k2, double k3, double k4,
                double k5, double k6, double k7, float k8, unsigned char l) {
  signed char buf[200000];
  int n;
  for (n = 0; n < 200000; n++)
    buf[n] = (signed char)(n + i);
  return a + b + c + d + e + f + g + h + i + j + buf[199999] + l +
         (long)(k0 + k1 + k2 + k3 + k4 + k5 + k6 + k7 + k8 * 1000);
}

long big_caller(long (*f)(long, long, long, long, long, long, long, long, signed char, short,
                          double, double, double, double, double, double, double, double,
                          float, unsigned char)) {
  long buf[30000];
  int n;
  for (n = 0; n < 30000; n++)
    buf[n] = n;
  return f(buf[1], buf[2], 3, 4, 5, 6, 7, 8, -128, -32768, 1, 2, 3, 4, 5, 6, 7, 8, 0.5f, 255) +
         buf[29999];
}
