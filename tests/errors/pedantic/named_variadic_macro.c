/* options: -std=c17 -pedantic */
int printf(const char *, ...);
#define P(fmt, args...) printf(fmt, args)
void f(void) { P("%d\n", 1); }
