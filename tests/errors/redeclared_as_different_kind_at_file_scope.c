typedef struct S { int a; } T;
int T;
int v = 1;
typedef int v;
enum E { A };
int A(void);
int f(void) { return 0; }
enum { f };
typedef long E2;
long E2(void);
