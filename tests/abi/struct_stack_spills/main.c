/* The caller side of lib.c's many-argument functions with structures, and callbacks of the
 * same shapes. */
int printf(const char *fmt, ...);

struct pair { long a, b; };
struct ld { long a; double d; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct big { long v[3]; };
struct small { int i; };

long ints_then_pair(long a, long b, long c, long d, long e, struct pair p, long f, long g);
long seven_then_pair(long a, long b, long c, long d, long e, long f, long g, struct pair p,
                     long h, struct small s);
double doubles_then_dd(double a, double b, double c, double d, double e, double f, double g,
                       struct dd v, double h, struct fff w, double i);
double six_then_hfa(double a, double b, double c, double d, double e, double f, struct fff w,
                    float x, struct dd v);
double mixed_no_ints(long a, long b, long c, long d, long e, long f, struct ld m, double x,
                     long g);
long bigs_between(struct big x, long a, long b, long c, long d, long e, long f, long g,
                  struct big y, long h, struct pair p);
void call_spills(long (*ip)(long, long, long, long, long, struct pair, long, long),
                 double (*dv)(double, double, double, double, double, double, double,
                              struct dd, double, struct fff, double),
                 long (*bb)(struct big, long, long, long, long, long, long, long, struct big,
                            long, struct pair));

static long my_ip(long a, long b, long c, long d, long e, struct pair p, long f, long g) {
  printf("my_ip: %ld %ld %ld %ld %ld | %ld %ld | %ld %ld\n", a, b, c, d, e, p.a, p.b, f, g);
  return a - b + c - d + e - p.a + p.b - f + g;
}

static double my_dv(double a, double b, double c, double d, double e, double f, double g,
                    struct dd v, double h, struct fff w, double i) {
  printf("my_dv: %g %g %g %g %g %g %g | %.17g %.17g | %g | %.9g %.9g %.9g | %g\n", a, b, c, d,
         e, f, g, v.x, v.y, h, w.a, w.b, w.c, i);
  return a * b + v.x * v.y + h + w.c * i;
}

static long my_bb(struct big x, long a, long b, long c, long d, long e, long f, long g,
                  struct big y, long h, struct pair p) {
  printf("my_bb: %ld %ld %ld | %ld %ld %ld %ld %ld %ld %ld | %ld %ld %ld | %ld | %ld %ld\n",
         x.v[0], x.v[1], x.v[2], a, b, c, d, e, f, g, y.v[0], y.v[1], y.v[2], h, p.a, p.b);
  x.v[0] = 99;
  y.v[2] = 99;
  return x.v[2] - y.v[1] + b + f + h - p.a;
}

int main(void) {
  struct pair p = { 100, -200 };
  struct ld m = { 77, 0.125 };
  struct dd v = { 1.5, 2.75 };
  struct fff w = { 0.5f, -0.75f, 8.0f };
  struct big x = { { 1, 2, 3 } }, y = { { 4, 5, 6 } };
  struct small s = { -9 };
  printf("%ld\n", ints_then_pair(1, 2, 3, 4, 5, p, 6, 7));
  printf("%ld\n", seven_then_pair(1, 2, 3, 4, 5, 6, 7, p, 8, s));
  printf("%.17g\n", doubles_then_dd(1, 2, 3, 4, 5, 6, 7, v, 8, w, 9));
  printf("%.17g\n", six_then_hfa(1, 2, 3, 4, 5, 6, w, 0.25f, v));
  printf("%.17g\n", mixed_no_ints(1, 2, 3, 4, 5, 6, m, 2.5, 8));
  printf("%ld\n", bigs_between(x, 1, 2, 3, 4, 5, 6, 7, y, 8, p));
  printf("%ld %ld\n", x.v[0], y.v[2]);
  call_spills(my_ip, my_dv, my_bb);
  return 0;
}
