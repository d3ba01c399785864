/* The other side of lib.c's bit-field functions. */
int printf(const char *fmt, ...);

struct flags { unsigned a : 3, b : 5; int c : 4; unsigned char d : 1; int : 0; short e : 7; };
struct wide { char tag; int lo : 12, hi : 20; long big : 40; _Bool on : 1; };
struct pad { char a; int : 4; char b; };

unsigned long sizes(void);
void show_flags(const struct flags *f);
void set_wide(struct wide *w, int lo, int hi, long big);
int flags_by_value(struct flags f, struct pad p);

int main(void) {
  printf("%lu %lu\n", sizes(), sizeof(struct flags) * 10000 + sizeof(struct wide) * 100 + sizeof(struct pad));
  struct flags f = { 6, 25, -5, 1, -40 };
  show_flags(&f);
  f.b += 10;
  f.c = 9;
  show_flags(&f);
  struct wide w = { 'w' };
  set_wide(&w, -2000, 500000, -123456789012L);
  printf("wide: %c %d %d %ld %d\n", w.tag, w.lo, w.hi, w.big, w.on);
  struct pad p = { 'p', 'q' };
  printf("%d\n", flags_by_value(f, p));
  return 0;
}
