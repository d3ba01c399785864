typedef int v32si __attribute__((vector_size(128)));
v32si wide;
