int x[1.5];
int (*q)[-3];
struct A { int m[-1]; };
int f(int[-1]);
int n = sizeof(int[-2]);
