/* The caller side of the structures-through-`...` case: calls the peer's variadic function
 * from here and through lib.c's forwarder. */
int printf(const char *fmt, ...);

struct pair { long a, b; };
struct big { long v[3]; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct ld { long a; double d; };

double vstructs(const char *spec, ...);
double forward_structs(struct pair p, struct big b, struct dd d, struct fff f, struct ld m);

int main(void) {
  struct pair p = { -5, 1L << 33 };
  struct big b = { { 7, -8, 9 } };
  struct dd d = { 0.25, -1e200 };
  struct fff f = { 1.5f, -2.5f, 3e-3f };
  struct ld m = { 123, 4.5 };
  printf("%.17g\n", vstructs("pbdfm", p, b, d, f, m));
  printf("%.17g\n", vstructs("dddddf", d, d, d, d, d, f));
  printf("%.17g\n", vstructs("iiiiimpb", 1, 2, 3, 4, 5, m, p, b));
  printf("%.17g\n", forward_structs(p, b, d, f, m));
  return 0;
}
