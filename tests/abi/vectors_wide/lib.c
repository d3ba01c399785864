typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
struct holder { char tag; v8si v; int n; };
v8si w_add(v8si a, v8si b) { return a + b; }
v8si w_late(long a, long b, long c, long d, long e, long f, long g, v8si v, long h) {
  return v * (int)g + (int)(h + a + f);
}
v16si w_wide(int k, v16si v, double s) { return v * k + (int)(s * 4); }
v4df w_mix(v4df a, float f, v4df b) { return a * f + b; }
struct holder w_member(struct holder h) { h.v -= h.n; h.n *= 2; h.tag++; return h; }
v8si w_callback(v8si (*f)(v8si, int), v8si v) { return f(v, 7) + 1; }
