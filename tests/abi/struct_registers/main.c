/* The caller side of lib.c's structure-passing functions, and a callback taking them. */
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

long sum_pair(struct pair p, int k);
double use_mixed(struct mixed m, struct pair p);
double dd_dot(struct dd v, double scale, struct dd w);
float fff_sum(struct fff v, float k);
int bytes_sum(struct bytes b, int k);
long ls_mix(struct ls a, struct ls b);
unsigned union_bits(union num x, int as_float);
struct pair make_pair(int a, int b);
struct one_d make_d(double d);
struct one_f make_f(float f);
struct bytes make_bytes(char a, char b, char c);
long call_with_structs(long (*cb)(struct pair, struct dd, struct bytes), int a);

static long callback(struct pair p, struct dd v, struct bytes b) {
  printf("callback: %d %d %.17g %.17g %d %d %d\n", p.a, p.b, v.x, v.y, b.c[0], b.c[1], b.c[2]);
  return p.a + p.b + (long)(v.x * 4) + b.c[2];
}

int main(void) {
  struct pair p = { -3, 40000 };
  struct mixed m = { 7, 2.5f, -1e300 };
  struct dd v = { 0.1, 3.0 }, w = { -2.0, 1e-3 };
  struct fff f = { 1.25f, -0.5f, 1e30f };
  struct bytes b = { { 'x', -5, 127 } };
  struct ls l1 = { -9000000000L, -7 }, l2 = { 5, 300 };
  union num u;
  u.f = 1.5f;
  printf("%ld\n", sum_pair(p, 9));
  printf("%.17g\n", use_mixed(m, p));
  printf("%.17g\n", dd_dot(v, 0.5, w));
  printf("%.9g\n", fff_sum(f, 2.0f));
  printf("%d\n", bytes_sum(b, -1));
  printf("%ld\n", ls_mix(l1, l2));
  printf("%u\n", union_bits(u, 1));
  u.i = -123456;
  printf("%u\n", union_bits(u, 0));
  struct pair q = make_pair(11, -22);
  printf("%d %d\n", q.a, q.b);
  printf("%.17g %.9g\n", make_d(1.25).d, make_f(-3.0f).f);
  struct bytes r = make_bytes(1, -2, 'z');
  printf("%d %d %d\n", r.c[0], r.c[1], r.c[2]);
  printf("%ld\n", call_with_structs(callback, 100));
  return 0;
}
