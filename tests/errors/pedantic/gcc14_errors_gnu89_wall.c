/* options: -std=gnu89 -Wall */
static total = 40;
int *pointer = 5;
void g(char *cp) { int *q = cp; *q = 0; }
int f(a, b);
int none(int x) { if (x) return; return use(x); }
void value(void) { return 1; }
