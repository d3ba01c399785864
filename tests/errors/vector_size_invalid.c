typedef int v3 __attribute__((vector_size(6)));
typedef int vz __attribute__((vector_size(0)));
typedef _Bool vb __attribute__((vector_size(16)));
typedef int vn __attribute__((vector_size(-16)));
typedef int vx __attribute__((vector_size));
typedef int vy __attribute__((vector_size(1.5)));
