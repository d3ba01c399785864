typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
struct one { v4si v; }; struct mix { v2sf f; long n; };
v4si g_add(v4si a, v4si b, v4si c, v4si d, v4si e, v4si f, v4si g, v4si h, v4si i, v4si j) { return a + j * 2; }
v2sf g_half(v2sf a, double x, v2sf b) { return a * 0.5f + b + (float)x; }
struct one g_one(struct one o) { o.v += 3; return o; }
struct mix g_mix(struct mix m) { m.f *= 2; m.n += 1; return m; }
