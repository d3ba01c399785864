/* options: -std=c99 -pedantic -Wlong-long */
#if 1LL
#endif
int small = (int)2ULL;
long long big;
unsigned long long int ubig;
