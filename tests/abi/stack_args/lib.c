/* More arguments than argument registers: x86-64 passes 6 integer and 8 floating arguments in
 * registers, aarch64 8 and 8; the rest go to the stack in 8-byte slots, narrow ones in the
 * low bytes of theirs. Every callee prints each parameter, so a misplaced one is named. */
int printf(const char *fmt, ...);

/* Sixteen integers, the narrow ones in places that are registers on one target and stack
 * slots on the other, or stack slots on both. */
long ints16(long a, signed char b, unsigned char c, short d, unsigned short e, int f,
            _Bool g, unsigned h, signed char i, unsigned char j, short k, unsigned short l,
            _Bool m, long long n, char o, unsigned long p) {
  printf("ints16: %ld %d %u %d %u %d %d %u | %d %u %d %u %d %lld %d %lu\n", a, b, c, d, e, f,
         g, h, i, j, k, l, m, n, o, p);
  return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + (long)p;
}

/* Twelve floating arguments: four on the stack on both targets, floats and doubles mixed. */
double floats12(float a, double b, float c, double d, float e, double f, float g, double h,
                float i, double j, float k, double l) {
  printf("floats12: %.9g %.17g %.9g %.17g %.9g %.17g %.9g %.17g | %.9g %.17g %.9g %.17g\n",
         a, b, c, d, e, f, g, h, i, j, k, l);
  return a + b + c + d + e + f + g + h + i + j + k + l;
}

/* Both register files full, then integers and floats interleaved on the stack. */
double both(int i0, double d0, int i1, double d1, int i2, double d2, int i3, double d3,
            int i4, double d4, int i5, double d5, int i6, double d6, int i7, double d7,
            signed char s0, float f0, short s1, double f1, unsigned char s2, float f2,
            _Bool s3, long long s4) {
  printf("both: %d %d %d %d %d %d %d %d %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g\n",
         i0, i1, i2, i3, i4, i5, i6, i7, d0, d1, d2, d3, d4, d5, d6, d7);
  printf("both stack: %d %.9g %d %.17g %u %.9g %d %lld\n", s0, f0, s1, f1, s2, f2, s3, s4);
  return i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + s0 +
         f0 + s1 + f1 + s2 + f2 + s3 + (double)s4;
}

/* A narrow value from the stack, returned narrow and used wide by the caller. */
short last_short(long a, long b, long c, long d, long e, long f, long g, long h, short s) {
  return (short)(s + a + b + c + d + e + f + g + h);
}
float last_float(double a, double b, double c, double d, double e, double f, double g,
                 double h, float x) {
  return x + (float)(a + b + c + d + e + f + g + h);
}

/* Calls main.c's many-argument functions through pointers, so the stack arguments are laid
 * out by this side and read by that one. */
void call_many(long (*ints)(long, signed char, unsigned char, short, unsigned short, int, _Bool,
                            unsigned, signed char, unsigned char, short, unsigned short, _Bool,
                            long long, char, unsigned long),
               double (*floats)(float, double, float, double, float, double, float, double,
                                float, double, float, double)) {
  signed char sc = -128;
  unsigned char uc = 255;
  short s = -32768;
  unsigned short us = 65535;
  printf("call_many ints: %ld\n", ints(-1, sc, uc, s, us, -2147483647 - 1, 1, 4294967295u, sc,
                                       uc, s, us, 1, -9223372036854775807LL - 1, -1,
                                       18446744073709551615UL));
  printf("call_many floats: %.17g\n", floats(1.5f, 2.5, -3.5f, 1e300, 1e-30f, -0.0, 7.0f, 8.0,
                                             16777217.0f, 0.1, -1e38f, 1e-300));
}
