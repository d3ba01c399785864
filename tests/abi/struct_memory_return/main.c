/* The caller side of lib.c's functions returning big aggregates. */
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
