/* Aggregates over 16 bytes as results: on x86-64 the caller passes the address of the
 * result object in rdi and the callee returns it in rax (psABI class MEMORY). */
int printf(const char *fmt, ...);

struct big { long v[4]; };
struct rec { char name[20]; int id; };

struct big make_big(long a, int k) {
  struct big b = { { a, a * 2, a * 3, k } };
  printf("make_big: %ld %d\n", a, k);
  return b;
}

struct rec make_rec(int id, char c) {
  struct rec r = { "record", id };
  r.name[0] = c;
  return r;
}
