typedef int v4si __attribute__((vector_size(16)));
int f(v4si a, v4si b) { return a ? 1 : 2; }
int g(v4si a, v4si b) { return a && b; }
int h(v4si a) { if (a) return 1; return !a; }
