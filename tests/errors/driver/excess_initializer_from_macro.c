#define INIT { 1, 2, 3 }
#define NAME(x) x
int a[2] = INIT;
int NAME(b)[1] = { 1, 2 };
struct P { int x; } p = { NAME(1), 2 };
