/* Aggregates over 16 bytes as parameters: on aarch64 passed by reference to a copy the
 * caller makes (AAPCS64 B.4), except a homogeneous floating-point aggregate of up to four
 * members, which travels in V registers even at 32 bytes. The callee modifies its copy. */
int printf(const char *fmt, ...);

struct big { long v[4]; };
struct quad { double a, b, c, d; };
struct rec { char name[20]; int id; };

long big_sum(struct big b, int k) {
  printf("big_sum: %ld %ld %ld %ld %d\n", b.v[0], b.v[1], b.v[2], b.v[3], k);
  b.v[0] = 0;
  return b.v[1] + b.v[2] + b.v[3] + k;
}

double quad_sum(double x, struct quad q, float y) {
  printf("quad_sum: %.17g %.17g %.17g %.17g %.17g %.9g\n", x, q.a, q.b, q.c, q.d, y);
  return x + q.a + q.b + q.c + q.d + y;
}

int rec_check(struct rec r, struct big b) {
  printf("rec_check: %s %d %ld\n", r.name, r.id, b.v[3]);
  r.name[0] = 0;
  return r.id + (int)b.v[3];
}
