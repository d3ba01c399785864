int f(void) { __thread int a; return a; }
