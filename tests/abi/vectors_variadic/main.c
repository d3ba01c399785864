/* GNU vectors of 8 and 16 bytes through `...` between gcc's code and tcc-rs's: in vector
 * registers while they last (x86-64's register save area, aarch64's V registers), then on
 * the stack, a 16-byte vector at a multiple of 16. Vectors of 32 and 64 bytes: on x86-64
 * on the stack at a multiple of 32 or 64 in the address space (gcc's callers realign their
 * stack, tcc-rs's lay the call out for the phase of theirs), on aarch64 by reference. The
 * calls come from several depths, so that the stack pointer takes several phases. */
#include <stdarg.h>
#include <stdio.h>
typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int v8si __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
struct boxed { v4si v; };
void v_show(const char *types, ...);
void v_call_back(void (*f)(int, ...));
void v_call_back_wide(void (*f)(int, ...), int depth);
static void three(int n, ...) {
  va_list ap;
  va_start(ap, n);
  v4si a = va_arg(ap, v4si);
  v2df d = va_arg(ap, v2df);
  v2sf f = va_arg(ap, v2sf);
  va_end(ap);
  printf("back %d: %d %d %g %g %g %g\n", n, a[0], a[3], d[0], d[1], f[0], f[1]);
}
static void wide(int depth, ...) {
  va_list ap;
  va_start(ap, depth);
  int n = va_arg(ap, int);
  v8si a = va_arg(ap, v8si);
  v16si s = va_arg(ap, v16si);
  v8si b = va_arg(ap, v8si);
  va_end(ap);
  printf("wide %d: %d %d %d %d %d %d\n", depth, n, a[0], a[7], s[0], s[15], b[7]);
}
/* Two frames of different sizes, each calling the gcc-built function. */
static void deeper(int depth);
static void deep(int depth) {
  volatile char pad[16];
  pad[0] = (char)depth;
  v8si w = {1, 2, 3, 4, 5, 6, 7, 8};
  v16si s = {-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -16};
  v_show("nISI", pad[0], w, s, w * 3);
  if (depth < 3)
    deeper(depth + 1);
}
static void deeper(int depth) {
  volatile char pad[40];
  pad[39] = (char)depth;
  v8si w = {8, 7, 6, 5, 4, 3, 2, 1};
  v16si s = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16};
  v_show("xxxxxxxxxiSnI", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, (v4si){1, 2, 3, 4}, s,
         (int)pad[39], w);
  if (depth < 3)
    deep(depth + 1);
}
int main(void) {
  v4si a = {1, 2, 3, 4};
  v2df d = {0.5, -1.5};
  v2sf f = {2.5f, 3.5f};
  v_show("idf", a, d, f);
  v_show("nixdnf", 1, a, 2.25, d, 5, f);
  v_show("iiiiddddfib", a, a * 2, a * 3, a * 4, d, d * 2, d * 3, d * 4, f, a * 5,
         (struct boxed){{9, 8, 7, 6}});
  v_show("xxxxxxxxixdfb", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, a, 9.0, d, f,
         (struct boxed){{4, 3, 2, 1}});
  v_call_back(three);
  deep(0);
  v_call_back_wide(wide, 0);
}
