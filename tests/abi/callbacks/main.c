/* The callbacks lib.c calls, including libc's qsort and bsearch calling into this file. */
int printf(const char *fmt, ...);
void qsort(void *base, unsigned long n, unsigned long size,
           int (*compar)(const void *, const void *));
void *bsearch(const void *key, const void *base, unsigned long n, unsigned long size,
              int (*compar)(const void *, const void *));

long each_schar(signed char (*f)(signed char, int), int from, int to);
long each_ushort(unsigned short (*f)(unsigned short), int n);
int count_true(_Bool (*pred)(int), int n);
double integrate(double (*f)(double), double a, double b, int steps);
float fold_float(float (*f)(float, int, float), float init, int n);
unsigned long long fold_ull(unsigned long long (*f)(unsigned long long, unsigned char),
                            const char *bytes);
long nested(long (*outer)(int (*)(int), short), short s);
unsigned char (*get_low_byte(void))(long);
short (*get_neg_short(void))(short);
long apply_all(long (**ops)(long, long), int n, long a, long b);

static signed char mix_schar(signed char c, int k) { return (signed char)(c * 3 + k); }
static unsigned short rot_ushort(unsigned short s) {
  return (unsigned short)((s << 3) | (s >> 13));
}
static _Bool is_odd(int x) { return x & 1; }
static _Bool is_big(int x) { return x * x > 50; }
static double square(double x) { return x * x; }
static float step(float acc, int i, float half) { return acc * half + i; }
static unsigned long long fnv(unsigned long long h, unsigned char c) {
  return (h ^ c) * 1099511628211ULL;
}
static long call_with(int (*f)(int), short s) { return f(s) + s; }
static long add(long a, long b) { return a + b; }
static long sub(long a, long b) { return a - b; }
static long mul(long a, long b) { return a * b; }

static int cmp_short(const void *a, const void *b) {
  short x = *(const short *)a, y = *(const short *)b;
  return (x > y) - (x < y);
}
static int cmp_uchar_desc(const void *a, const void *b) {
  return *(const unsigned char *)b - *(const unsigned char *)a;
}
static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  short shorts[8] = {300, -32768, 32767, 0, -1, 1, -300, 12345};
  unsigned char bytes[6] = {0, 255, 128, 127, 1, 200};
  double doubles[5] = {1e10, -0.5, 3.25, -1e-10, 0};
  short key = 12345;
  short *found;
  long (*ops[3])(long, long);
  int i;
  printf("each_schar %ld %ld\n", each_schar(mix_schar, -130, 130), each_schar(mix_schar, 0, 0));
  printf("each_ushort %ld\n", each_ushort(rot_ushort, 16));
  printf("count_true %d %d\n", count_true(is_odd, 100), count_true(is_big, 100));
  printf("integrate %.17g\n", integrate(square, 0.0, 3.0, 1000));
  printf("fold_float %.9g\n", fold_float(step, 1.0f, 20));
  printf("fold_ull %llu\n", fold_ull(fnv, "tcc-rs calls gcc"));
  printf("nested %ld %ld\n", nested(call_with, -32768), nested(call_with, 32767));
  printf("low_byte %d %ld\n", get_low_byte()(-1L), get_low_byte()(0x1234567880L) * 1000L);
  printf("neg_short %d %ld\n", get_neg_short()(-32768), get_neg_short()(12345) * 100000L);
  ops[0] = add;
  ops[1] = sub;
  ops[2] = mul;
  printf("apply_all %ld\n", apply_all(ops, 3, -7, 1000000007));
  qsort(shorts, 8, sizeof(short), cmp_short);
  qsort(bytes, 6, 1, cmp_uchar_desc);
  qsort(doubles, 5, sizeof(double), cmp_double);
  for (i = 0; i < 8; i++)
    printf("%d ", shorts[i]);
  for (i = 0; i < 6; i++)
    printf("%u ", bytes[i]);
  for (i = 0; i < 5; i++)
    printf("%g ", doubles[i]);
  found = bsearch(&key, shorts, 8, sizeof(short), cmp_short);
  printf("\nbsearch %ld\n", found ? (long)(found - shorts) : -1L);
  return 0;
}
