/* options: -std=c17 -pedantic */
#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
int f(int x) { return ({ int y = x; y + 1; }); }
int g(int x, int y) { return MAX(x, y); }
