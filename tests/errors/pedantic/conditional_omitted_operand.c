/* options: -std=c17 -pedantic */
int f(int x) { return x ?: 3; }
const char *g(const char *s) { return s ? : "none"; }
