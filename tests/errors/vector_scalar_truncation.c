typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef char v16qi __attribute__((vector_size(16)));
v4si f(v4si a, long long n) { return a + n; }
v4sf g(v4sf a, int n) { return a * n; }
v16qi h(v16qi a) { return a + 255; }
v4sf k(v4sf a) { return a - 0.1; }
v4si m(v4si a) { return a + 1.5; }
