/* options: -Werror */
#warning this build is experimental
#if 1
#endif EXTRA
int table[2] = {1, 2, 3};
int f(void) { return g(); }
