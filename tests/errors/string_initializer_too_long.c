char a[2] = "abc";
char c[2][2] = { "abc", "d" };
struct T { char n[2]; int k; } t = { "xyz", 1 };
char g[1] = { "ab" };
struct U { char n[2]; } u = { .n = "toolong"};
void f(void) { char l[2] = "abcd"; }
