/* Bit-field layout shared between compilers: each side writes fields the other reads,
 * through pointers and by value, including an unnamed bit-field (which aligns the structure
 * on aarch64 but not on x86-64) and a field that must start a new storage unit. */
int printf(const char *fmt, ...);

struct flags { unsigned a : 3, b : 5; int c : 4; unsigned char d : 1; int : 0; short e : 7; };
struct wide { char tag; int lo : 12, hi : 20; long big : 40; _Bool on : 1; };
struct pad { char a; int : 4; char b; };

unsigned long sizes(void) {
  return sizeof(struct flags) * 10000 + sizeof(struct wide) * 100 + sizeof(struct pad);
}

void show_flags(const struct flags *f) {
  printf("flags: %u %u %d %u %d\n", f->a, f->b, f->c, f->d, f->e);
}

void set_wide(struct wide *w, int lo, int hi, long big) {
  w->lo = lo;
  w->hi = hi;
  w->big = big;
  w->on = 1;
}

int flags_by_value(struct flags f, struct pad p) {
  printf("by value: %u %u %d %u %d %d %d\n", f.a, f.b, f.c, f.d, f.e, p.a, p.b);
  return f.a + f.b + f.c + f.d + f.e + p.a + p.b;
}
