float g; void f(void) { __atomic_fetch_add(&g, 1.0f, 5); }
