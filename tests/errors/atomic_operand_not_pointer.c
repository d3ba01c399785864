int f(int x) { return __atomic_load_n(x, 5); }
