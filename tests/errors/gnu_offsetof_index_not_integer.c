struct s { int x; int a[4]; };
unsigned long f(double d) { return __builtin_offsetof(struct s, a[d]); }
