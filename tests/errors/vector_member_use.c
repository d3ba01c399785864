typedef int v4si __attribute__((vector_size(16)));
struct s { char c; v4si v; };
int f(struct s *p) { return p->v[0]; }
