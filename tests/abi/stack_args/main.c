/* The caller side of lib.c's many-argument functions, and functions of the same shape for
 * lib.c to call back through pointers. */
int printf(const char *fmt, ...);

long ints16(long a, signed char b, unsigned char c, short d, unsigned short e, int f,
            _Bool g, unsigned h, signed char i, unsigned char j, short k, unsigned short l,
            _Bool m, long long n, char o, unsigned long p);
double floats12(float a, double b, float c, double d, float e, double f, float g, double h,
                float i, double j, float k, double l);
double both(int i0, double d0, int i1, double d1, int i2, double d2, int i3, double d3,
            int i4, double d4, int i5, double d5, int i6, double d6, int i7, double d7,
            signed char s0, float f0, short s1, double f1, unsigned char s2, float f2,
            _Bool s3, long long s4);
short last_short(long a, long b, long c, long d, long e, long f, long g, long h, short s);
float last_float(double a, double b, double c, double d, double e, double f, double g,
                 double h, float x);
void call_many(long (*ints)(long, signed char, unsigned char, short, unsigned short, int, _Bool,
                            unsigned, signed char, unsigned char, short, unsigned short, _Bool,
                            long long, char, unsigned long),
               double (*floats)(float, double, float, double, float, double, float, double,
                                float, double, float, double));

static long my_ints(long a, signed char b, unsigned char c, short d, unsigned short e, int f,
                    _Bool g, unsigned h, signed char i, unsigned char j, short k,
                    unsigned short l, _Bool m, long long n, char o, unsigned long p) {
  printf("my_ints: %ld %d %u %d %u %d %d %u | %d %u %d %u %d %lld %d %lu\n", a, b, c, d, e, f,
         g, h, i, j, k, l, m, n, o, p);
  return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + (long)p;
}

static double my_floats(float a, double b, float c, double d, float e, double f, float g,
                        double h, float i, double j, float k, double l) {
  printf("my_floats: %.9g %.17g %.9g %.17g %.9g %.17g %.9g %.17g | %.9g %.17g %.9g %.17g\n",
         a, b, c, d, e, f, g, h, i, j, k, l);
  return a + b + c + d + e + f + g + h + i + j + k + l;
}

int main(void) {
  int n = 0x12345680;
  signed char sc = n;
  unsigned char uc = n;
  short s = n;
  unsigned short us = n;
  long r;
  r = ints16(1, -128, 255, -32768, 65535, -2147483647 - 1, 1, 4294967295u, -128, 255,
             -32768, 65535, 1, -9223372036854775807LL - 1, 'z', 18446744073709551615UL);
  printf("ints16 = %ld\n", r);
  r = ints16(n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n);
  printf("ints16 = %ld\n", r);
  r = ints16(-1, sc, uc, s, us, n, 0, n, sc, uc, s, us, 0, n, sc, n);
  printf("ints16 = %ld\n", r);
  printf("floats12 = %.17g\n", floats12(0.5f, 1.25, -2.0f, 3e200, 1e-45f, -4.5, 6.0f, 7.75,
                                        -8.5f, 9.0e-300, 3.4028234663852886e38f, -11.0));
  printf("both = %.17g\n", both(1, 0.5, -2, -1.5, 3, 2.5, -4, -3.5, 5, 4.5, -6, -5.5, 7, 6.5,
                                -8, -7.5, -128, 0.125f, -32768, 1e100, 255, -0.25f, 1,
                                -9223372036854775807LL));
  r = last_short(0, 0, 0, 0, 0, 0, 0, 0, -32768) * 100000L;
  printf("last_short %ld %ld\n", r, last_short(1, 1, 1, 1, 1, 1, 1, 1, 32767) + 0L);
  printf("last_float %.17g\n", (double)last_float(1, 2, 3, 4, 5, 6, 7, 8, 0.1f));
  call_many(my_ints, my_floats);
  return 0;
}
