/* options: -std=c17 -pedantic */
int a[0];
struct S { int n; int d[0]; };
void f(void) { char buf[0]; (void)buf; }
