/* Structures among more arguments than there are registers. An aggregate whose parts do not
 * all fit in the registers still free goes on the stack whole: on x86-64 later arguments may
 * still take the registers it left (psABI 3.2.3), on aarch64 no later argument of that class
 * goes in a register (AAPCS64 C.12, C.14). Big aggregates (MEMORY on x86-64, by reference on
 * aarch64) sit between other stack arguments. Every value is printed where it arrives. */
int printf(const char *fmt, ...);

struct pair { long a, b; };
struct ld { long a; double d; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct big { long v[3]; };
struct small { int i; };

long ints_then_pair(long a, long b, long c, long d, long e, struct pair p, long f, long g) {
  printf("ints_then_pair: %ld %ld %ld %ld %ld | %ld %ld | %ld %ld\n", a, b, c, d, e, p.a, p.b,
         f, g);
  return a + b + c + d + e + p.a * 2 + p.b * 3 + f * 5 + g * 7;
}

long seven_then_pair(long a, long b, long c, long d, long e, long f, long g, struct pair p,
                     long h, struct small s) {
  printf("seven_then_pair: %ld %ld %ld %ld %ld %ld %ld | %ld %ld | %ld %d\n", a, b, c, d, e, f,
         g, p.a, p.b, h, s.i);
  return a + b + c + d + e + f + g + p.a - p.b + h * 11 + s.i;
}

double doubles_then_dd(double a, double b, double c, double d, double e, double f, double g,
                       struct dd v, double h, struct fff w, double i) {
  printf("doubles_then_dd: %g %g %g %g %g %g %g | %.17g %.17g | %g | %.9g %.9g %.9g | %g\n", a,
         b, c, d, e, f, g, v.x, v.y, h, w.a, w.b, w.c, i);
  return a + b + c + d + e + f + g + v.x * 2 + v.y * 3 + h * 5 + w.a + w.b + w.c + i * 7;
}

double six_then_hfa(double a, double b, double c, double d, double e, double f, struct fff w,
                    float x, struct dd v) {
  printf("six_then_hfa: %g %g %g %g %g %g | %.9g %.9g %.9g | %.9g | %.17g %.17g\n", a, b, c, d,
         e, f, w.a, w.b, w.c, x, v.x, v.y);
  return a + b + c + d + e + f + w.a * 2 + w.b * 3 + w.c * 5 + x * 7 + v.x + v.y;
}

double mixed_no_ints(long a, long b, long c, long d, long e, long f, struct ld m, double x,
                     long g) {
  printf("mixed_no_ints: %ld %ld %ld %ld %ld %ld | %ld %.17g | %g %ld\n", a, b, c, d, e, f, m.a,
         m.d, x, g);
  return a + b + c + d + e + f + m.a * 2 + m.d * 3 + x * 5 + g * 7;
}

long bigs_between(struct big x, long a, long b, long c, long d, long e, long f, long g,
                  struct big y, long h, struct pair p) {
  printf("bigs_between: %ld %ld %ld | %ld %ld %ld %ld %ld %ld %ld | %ld %ld %ld | %ld | %ld %ld\n",
         x.v[0], x.v[1], x.v[2], a, b, c, d, e, f, g, y.v[0], y.v[1], y.v[2], h, p.a, p.b);
  x.v[0] = 0; /* the caller's object must not change */
  y.v[2] = 0;
  return x.v[1] + y.v[0] + a + g + h + p.b;
}

/* The same shapes called from this side through pointers. */
void call_spills(long (*ip)(long, long, long, long, long, struct pair, long, long),
                 double (*dv)(double, double, double, double, double, double, double,
                              struct dd, double, struct fff, double),
                 long (*bb)(struct big, long, long, long, long, long, long, long, struct big,
                            long, struct pair)) {
  struct pair p = { -1, 1L << 40 };
  struct dd v = { 0.5, -0.25 };
  struct fff w = { 1.5f, 2.5f, -3.5f };
  struct big x = { { 10, 20, 30 } }, y = { { -10, -20, -30 } };
  printf("lib: %ld\n", ip(1, 2, 3, 4, 5, p, 6, 7));
  printf("lib: %.17g\n", dv(1, 2, 3, 4, 5, 6, 7, v, 8, w, 9));
  printf("lib: %ld\n", bb(x, 1, 2, 3, 4, 5, 6, 7, y, 8, p));
  printf("lib: %ld %ld\n", x.v[0], y.v[2]);
}
