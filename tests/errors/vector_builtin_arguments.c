typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
v2sf f(v4si a) { return __builtin_convertvector(a, v2sf); }
v4si g(v4si a) { return __builtin_shufflevector(a, a, 0, 1, 2, 8); }
v4si h(v4si a, v2sf m) { return __builtin_shuffle(a, m); }
v4si k(int a) { return __builtin_convertvector(a, v4si); }
