/* The caller side of lib.c's floating functions. */
int printf(const char *fmt, ...);

float f_add(float a, float b);
double d_add(double a, double b);
double f_widen(float f);
float d_narrow(double d);
double mix1(int a, float b, double c, signed char d, float e, long f, double g);
float mix2(double a, unsigned short b, float c, _Bool d, long long e, float f);
float third(float x);
int f_to_int(float f, double d);
unsigned char d_to_uchar(double d);
short f_to_short(float f);
long long d_to_llong(double d);
unsigned long d_to_ulong(double d);
double from_ints(signed char a, unsigned char b, short c, unsigned short d, unsigned e,
                 long long f, unsigned long g);
float from_uint(unsigned u);
float f_ident(float x);
double d_ident(double x);
float f_ident_stack(double a, double b, double c, double d, double e, double f, double g,
                    double h, float x);

static unsigned float_bits[6] = {0x7f800001u, 0x7fc12345u, 0xff800000u, 0x80000000u,
                                 0x00000001u, 0xffffffffu};
static unsigned long double_bits[6] = {0x7ff0000000000001UL, 0x7ff8123456789abcUL,
                                       0xfff0000000000000UL, 0x8000000000000000UL,
                                       0x0000000000000001UL, 0xffffffffffffffffUL};

/* Passes each bit pattern through lib.c's identity functions and prints what comes back. */
static void bit_patterns(void) {
  int i;
  for (i = 0; i < 6; i++) {
    float f = *(float *)&float_bits[i], r, s;
    double d = *(double *)&double_bits[i], q;
    r = f_ident(f);
    s = f_ident_stack(0, 0, 0, 0, 0, 0, 0, 0, f);
    q = d_ident(d);
    printf("bits %08x -> %08x %08x, %016lx -> %016lx\n", float_bits[i], *(unsigned *)&r,
           *(unsigned *)&s, double_bits[i], *(unsigned long *)&q);
  }
}

int main(void) {
  float f = 16777216.0f;
  double big = 1e300;
  double wide;
  int i;
  printf("f_add %.9g %.9g\n", f_add(f, 1.0f), f_add(0.1f, 0.2f));
  printf("d_add %.17g %.17g\n", d_add(0.1, 0.2), d_add(big, big));
  printf("f_widen %.17g %.17g\n", f_widen(0.1f), f_widen(-3.4028234663852886e38f));
  printf("d_narrow %.9g %.9g %.9g\n", d_narrow(0.1), d_narrow(1e-50), d_narrow(3.0000001));
  printf("mix1 = %.17g\n", mix1(-2147483647 - 1, 1.5f, -2.25, -128, 1e-3f, 9007199254740993L,
                                6.02214076e23));
  printf("mix2 = %.9g\n", mix2(-0.0, 65535, 3.5f, 1, -9223372036854775807LL, 0.25f));
  wide = third(1.0f);
  printf("third %.17g %.17g %.17g\n", wide, third(2.0f) * 3.0, (double)third(1e-40f));
  for (i = -3; i <= 3; i++)
    printf("conv %d: %d %u %d %lld %lu\n", i, f_to_int(i * 1.75f, i * -0.5),
           d_to_uchar(i * 100.0), f_to_short(i * 10000.5f), d_to_llong(i * 3e18),
           d_to_ulong(i < 0 ? -i * 6e18 : i * 6e18));
  printf("from_ints %.17g %.17g\n",
         from_ints(-128, 255, -32768, 65535, 4294967295u, -9223372036854775807LL - 1,
                   18446744073709551615UL),
         from_ints(1, 2, 3, 4, 5, 6, 7));
  printf("from_uint %.9g %.9g\n", from_uint(4294967295u), from_uint(2147483649u));
  bit_patterns();
  return 0;
}
