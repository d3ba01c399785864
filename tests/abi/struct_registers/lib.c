/* Structures and unions of at most 16 bytes by value: split into INTEGER and SSE eightbytes
 * on x86-64, into homogeneous floating-point aggregates or X registers on aarch64; results
 * that fit one register. Every member is printed where it arrives. */
int printf(const char *fmt, ...);

struct pair { int a, b; };
struct mixed { int i; float f; double d; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct bytes { char c[3]; };
struct one_d { double d; };
struct one_f { float f; };
struct ls { long l; short s; };
union num { int i; float f; };

long sum_pair(struct pair p, int k) {
  printf("sum_pair: %d %d %d\n", p.a, p.b, k);
  return (long)p.a * 1000 + p.b + k;
}

double use_mixed(struct mixed m, struct pair p) {
  printf("use_mixed: %d %.9g %.17g %d %d\n", m.i, m.f, m.d, p.a, p.b);
  return m.i + m.f + m.d + p.a - p.b;
}

double dd_dot(struct dd v, double scale, struct dd w) {
  printf("dd_dot: %.17g %.17g %.17g %.17g %.17g\n", v.x, v.y, scale, w.x, w.y);
  return (v.x * w.x + v.y * w.y) * scale;
}

float fff_sum(struct fff v, float k) {
  printf("fff_sum: %.9g %.9g %.9g %.9g\n", v.a, v.b, v.c, k);
  return v.a + v.b + v.c + k;
}

int bytes_sum(struct bytes b, int k) {
  printf("bytes_sum: %d %d %d %d\n", b.c[0], b.c[1], b.c[2], k);
  return b.c[0] + b.c[1] + b.c[2] + k;
}

long ls_mix(struct ls a, struct ls b) {
  printf("ls_mix: %ld %d %ld %d\n", a.l, a.s, b.l, b.s);
  return a.l - b.l + a.s * b.s;
}

unsigned union_bits(union num x, int as_float) {
  printf("union_bits: %d\n", as_float ? (int)x.f : x.i);
  return (unsigned)x.i;
}

struct pair make_pair(int a, int b) {
  struct pair p = { a, b };
  return p;
}

struct one_d make_d(double d) {
  struct one_d r = { d * 2 };
  return r;
}

struct one_f make_f(float f) {
  struct one_f r = { f / 4 };
  return r;
}

struct bytes make_bytes(char a, char b, char c) {
  struct bytes r = { { a, b, c } };
  return r;
}

long call_with_structs(long (*cb)(struct pair, struct dd, struct bytes), int a) {
  struct pair p = { a, a + 1 };
  struct dd v = { 1.5, -2.25 };
  struct bytes b = { { 7, 8, 9 } };
  return cb(p, v, b) + 1;
}
