/* Floating parameters and returns mixed with integer ones: floats and ints are assigned to
 * separate register files, so each argument's register depends on all that precede it. */
int printf(const char *fmt, ...);

float f_add(float a, float b) { return a + b; }
double d_add(double a, double b) { return a + b; }
double f_widen(float f) { return f; }
float d_narrow(double d) { return (float)d; }

double mix1(int a, float b, double c, signed char d, float e, long f, double g) {
  printf("mix1: %d %.9g %.17g %d %.9g %ld %.17g\n", a, b, c, d, e, f, g);
  return a + b + c + d + e + f + g;
}

float mix2(double a, unsigned short b, float c, _Bool d, long long e, float f) {
  printf("mix2: %.17g %u %.9g %d %lld %.9g\n", a, b, c, d, e, f);
  return (float)(a * b + c - d + e * f);
}

/* A float result that the caller widens to double: all its bits must be the float's. */
float third(float x) { return x / 3.0f; }

/* Integer results computed from floating parameters. */
int f_to_int(float f, double d) { return (int)f + (int)d; }
unsigned char d_to_uchar(double d) { return (unsigned char)(int)d; }
short f_to_short(float f) { return (short)f; }
long long d_to_llong(double d) { return (long long)d; }
unsigned long d_to_ulong(double d) { return (unsigned long)d; }

/* Integer parameters converted to floating results. */
double from_ints(signed char a, unsigned char b, short c, unsigned short d, unsigned e,
                 long long f, unsigned long g) {
  return a + b + c + d + (double)e + (double)f + (double)g;
}
float from_uint(unsigned u) { return (float)u; }

/* Values passed through unchanged: every bit of a NaN payload, infinity, -0 and subnormal
 * must survive the registers and stack slots they travel in (a float widened to double and
 * back would quiet a signalling NaN). */
float f_ident(float x) { return x; }
double d_ident(double x) { return x; }
float f_ident_stack(double a, double b, double c, double d, double e, double f, double g,
                    double h, float x) {
  return x;
}
