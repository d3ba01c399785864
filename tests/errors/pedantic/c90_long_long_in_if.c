/* options: -std=c90 -pedantic */
#if 1LL
int a;
#endif
#if 2ull > 1 && 0x100000000LL > 0
int b;
#endif
#if 0
#elif 3LL
int c;
#endif
#if 1
#elif 4LL
#endif
