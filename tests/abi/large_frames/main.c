/* Calls lib.c's large-frame functions, and gives one of them this side's large-frame
 * function to call. */
int printf(const char *fmt, ...);

long big_callee(long a, long b, long c, long d, long e, long f, long g, long h,
                signed char i, short j, double k0, double k1, double k2, double k3, double k4,
                double k5, double k6, double k7, float k8, unsigned char l);
long big_caller(long (*f)(long, long, long, long, long, long, long, long, signed char, short,
                          double, double, double, double, double, double, double, double,
                          float, unsigned char));

static long local_callee(long a, long b, long c, long d, long e, long f, long g, long h,
                         signed char i, short j, double k0, double k1, double k2, double k3,
                         double k4, double k5, double k6, double k7, float k8,
                         unsigned char l) {
  short buf[100000];
  int n;
  for (n = 0; n < 100000; n++)
    buf[n] = (short)(n * j);
  printf("local_callee: %ld %ld %ld %ld %ld %ld %ld %ld %d %d %g %g %g %g %g %g %g %g %g %u\n",
         a, b, c, d, e, f, g, h, i, j, k0, k1, k2, k3, k4, k5, k6, k7, k8, l);
  return buf[99999] + i + l;
}

int main(void) {
  int filler[50000];
  int n;
  for (n = 0; n < 50000; n++)
    filler[n] = n;
  printf("%ld\n", big_callee(1, 2, 3, 4, 5, 6, 7, 8, -100, 30000, 1, 2, 3, 4, 5, 6, 7, 8,
                             0.25f, 200) + filler[49999]);
  printf("%ld\n", big_caller(big_callee));
  printf("%ld\n", big_caller(local_callee));
  return 0;
}
