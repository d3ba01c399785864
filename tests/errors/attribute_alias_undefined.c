void f(void) __attribute__((alias("nowhere")));
int g;
int h __attribute__((alias("g")));
