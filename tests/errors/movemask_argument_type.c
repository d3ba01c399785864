/* gcc's SSE builtins take their own vector types: no other converts to them. */
typedef unsigned char v16qu __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
int bytes(v16qu c) { return __builtin_ia32_pmovmskb128(c); }
int floats(v4si c) { return __builtin_ia32_movmskps(c); }
