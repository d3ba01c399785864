/* The caller side of lib.c's functions returning big aggregates.
 * abi-skip: gcc/aarch64 clang/aarch64 -- aarch64 wants the result address in x8, which the
 * IR cannot express yet (tcc-rs refuses such calls to code it did not compile). */
int printf(const char *fmt, ...);

struct big { long v[4]; };
struct rec { char name[20]; int id; };

struct big make_big(long a, int k);
struct rec make_rec(int id, char c);

int main(void) {
  struct big b = make_big(-7, 3);
  printf("%ld %ld %ld %ld\n", b.v[0], b.v[1], b.v[2], b.v[3]);
  struct rec r = make_rec(42, 'R');
  printf("%s %d %ld\n", r.name, r.id, make_big(5, 6).v[2]);
  return 0;
}
