typedef int v4si __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
v4si f(v4hi a) { return (v4si)a; }
int g(v4hi a) { return (int)a; }
v4si h(int a) { return (v4si)a; }
v4si k(v4hi a) { v4si b = a; return b; }
