/* The caller side of lib.c's big-aggregate functions (passed on the stack on x86-64, by
 * reference on aarch64); it checks its copies are unchanged. */
int printf(const char *fmt, ...);

struct big { long v[4]; };
struct quad { double a, b, c, d; };
struct rec { char name[20]; int id; };

long big_sum(struct big b, int k);
double quad_sum(double x, struct quad q, float y);
int rec_check(struct rec r, struct big b);

int main(void) {
  struct big b = { { 1, -2, 30000000000L, 4 } };
  struct quad q = { 0.5, -1.25, 1e100, 3.0 };
  struct rec r = { "tcc-rs", 77 };
  printf("%ld\n", big_sum(b, 5));
  printf("%.17g\n", quad_sum(2.0, q, 0.25f));
  printf("%d\n", rec_check(r, b));
  printf("%ld %s\n", b.v[0], r.name);
  return 0;
}
