int f(int *p) { return __atomic_exchange_n(p, 1); }
