struct s { int a; };
unsigned long n = __builtin_offsetof(struct s, b);
