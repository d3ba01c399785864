/* options: -std=c89 -pedantic */
int printf(const char *, ...);
#define SHOW(...) printf(__VA_ARGS__)
void f(void) { SHOW("%d\n", 1); }
