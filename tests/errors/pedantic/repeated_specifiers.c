/* options: -std=c89 -pedantic */
__int128 a, b;
long long c, d;
_Bool e, f;
int g(void) { __int128 h, i; return 0; }
