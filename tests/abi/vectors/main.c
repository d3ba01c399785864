#include <stdio.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
struct one { v4si v; }; struct mix { v2sf f; long n; };
v4si g_add(v4si, v4si, v4si, v4si, v4si, v4si, v4si, v4si, v4si, v4si);
v2sf g_half(v2sf, double, v2sf);
struct one g_one(struct one); struct mix g_mix(struct mix);
int main(void) {
  v4si k = {1, 2, 3, 4}, j = {10, 20, 30, 40};
  v4si r = g_add(k, k, k, k, k, k, k, k, k, j);
  v2sf h = g_half((v2sf){2, 4}, 1.0, (v2sf){10, 20});
  struct one o = g_one((struct one){{1, 2, 3, 4}});
  struct mix m = g_mix((struct mix){{1.5f, 2.5f}, 41});
  printf("%d %d %g %g %d %g %ld\n", r[0], r[3], h[0], h[1], o.v[3], m.f[1], m.n);
}
