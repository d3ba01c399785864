void f(static int a);
void g(extern int);
