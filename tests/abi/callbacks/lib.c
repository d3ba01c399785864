/* Higher-order functions: they call whatever main.c passes them through a pointer, so in one
 * build the peer compiler's (gcc's or clang's) code calls tcc-rs functions and in the other
 * the reverse. Each result is used in wide arithmetic right away. */
int printf(const char *fmt, ...);

long each_schar(signed char (*f)(signed char, int), int from, int to) {
  long sum = 0;
  int i;
  for (i = from; i <= to; i++)
    sum = sum * 3 + f(i, i * 7);
  return sum;
}

long each_ushort(unsigned short (*f)(unsigned short), int n) {
  long sum = 0;
  int i;
  for (i = 0; i < n; i++)
    sum += f(65535 - i * 4099) * 100000L;
  return sum;
}

int count_true(_Bool (*pred)(int), int n) {
  int count = 0, i;
  for (i = -n; i <= n; i++)
    count += pred(i);
  return count;
}

double integrate(double (*f)(double), double a, double b, int steps) {
  double h = (b - a) / steps, sum = 0;
  int i;
  for (i = 0; i < steps; i++)
    sum += f(a + (i + 0.5) * h);
  return sum * h;
}

float fold_float(float (*f)(float, int, float), float init, int n) {
  int i;
  for (i = 0; i < n; i++)
    init = f(init, i, 0.5f);
  return init;
}

unsigned long long fold_ull(unsigned long long (*f)(unsigned long long, unsigned char),
                            const char *bytes) {
  unsigned long long h = 14695981039346656037ULL;
  while (*bytes)
    h = f(h, (unsigned char)*bytes++);
  return h;
}

/* A callback that itself gets a callback: lib -> main -> lib. */
static int twice(int x) { return 2 * x; }
long nested(long (*outer)(int (*)(int), short), short s) { return outer(twice, s) * 10; }

/* A pointer to one of this file's functions, returned to main.c to call. */
static unsigned char low_byte(long x) { return (unsigned char)x; }
static short neg_short(short s) { return (short)-s; }
unsigned char (*get_low_byte(void))(long) { return low_byte; }
short (*get_neg_short(void))(short) { return neg_short; }

/* A table of function pointers filled by main.c. */
long apply_all(long (**ops)(long, long), int n, long a, long b) {
  long acc = 0;
  int i;
  for (i = 0; i < n; i++)
    acc = acc * 31 + ops[i](a, b);
  return acc;
}
