typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
v4sf f(v4sf a) { return a % a; }
v4si g(v4si a, v4sf b) { return a + b; }
v4sf h(v4sf a) { return a << 1; }
v4si k(v4si a, v8hi b) { return a + b; }
v4sf m(v4sf a) { return ~a; }
