/* GNU vectors of 32 and 64 bytes: gcc passes them in memory (x86-64, aligned to 32 and 64 in the
 * argument area) or by reference (aarch64), and returns them in memory.
 * abi-skip: clang/x86_64 -- clang 14 returns a 32-byte vector in xmm0 and xmm1 without AVX. */
#include <stdio.h>
typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
struct holder { char tag; v8si v; int n; };
v8si w_add(v8si, v8si);
v8si w_late(long, long, long, long, long, long, long, v8si, long);
v16si w_wide(int, v16si, double);
v4df w_mix(v4df, float, v4df);
struct holder w_member(struct holder);
v8si w_callback(v8si (*)(v8si, int), v8si);
static v8si twice_plus(v8si v, int k) { return v * 2 + k; }
static void show(const char *what, const int *p, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %d", p[i]);
  printf("\n");
}
int main(void) {
  v8si a = {1, 2, 3, 4, 5, 6, 7, 8}, b = {10, 20, 30, 40, 50, 60, 70, 80};
  v8si r = w_add(a, b);
  show("add", (int *)&r, 8);
  r = w_late(1, 2, 3, 4, 5, 6, 7, a, 100);
  show("late", (int *)&r, 8);
  v16si w = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  v16si x = w_wide(3, w, 0.5);
  show("wide", (int *)&x, 16);
  v4df d = w_mix((v4df){1, 2, 3, 4}, 0.25f, (v4df){10, 20, 30, 40});
  printf("mix: %g %g %g %g\n", d[0], d[1], d[2], d[3]);
  struct holder h = w_member((struct holder){'q', {1, 1, 2, 3, 5, 8, 13, 21}, 5});
  printf("member: %c %d\n", h.tag, h.n);
  show("member", (int *)&h.v, 8);
  r = w_callback(twice_plus, a);
  show("callback", (int *)&r, 8);
}
