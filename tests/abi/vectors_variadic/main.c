/* GNU vectors of 8 and 16 bytes through `...` between gcc's code and tcc-rs's: in vector
 * registers while they last (x86-64's register save area, aarch64's V registers), then on
 * the stack, a 16-byte vector at a multiple of 16. */
#include <stdarg.h>
#include <stdio.h>
typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
struct boxed { v4si v; };
void v_show(const char *types, ...);
void v_call_back(void (*f)(int, ...));
static void three(int n, ...) {
  va_list ap;
  va_start(ap, n);
  v4si a = va_arg(ap, v4si);
  v2df d = va_arg(ap, v2df);
  v2sf f = va_arg(ap, v2sf);
  va_end(ap);
  printf("back %d: %d %d %g %g %g %g\n", n, a[0], a[3], d[0], d[1], f[0], f[1]);
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
}
