/* The caller side of lib.c's big-aggregate functions; it checks its copies are unchanged.
 * abi-skip: gcc/x86_64 clang/x86_64 -- x86-64 passes these on the stack, which the IR cannot
 * express yet (tcc-rs passes a pointer to a copy there; it refuses such calls to code it
 * did not compile). */
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
