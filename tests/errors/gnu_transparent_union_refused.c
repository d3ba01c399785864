union __attribute__((transparent_union)) A { float f; };
union __attribute__((transparent_union)) H { char c; int i; };
struct __attribute__((transparent_union)) S { int i; };
union __attribute__((transparent_union)) P { int *i; long *l; };
void take(union P p);
void use(double *d) { take(d); }
