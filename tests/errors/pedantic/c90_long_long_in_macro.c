/* options: -std=c90 -pedantic */
#define BIG 1LL
#define ID(x) x
#define WRAP BIG
#if WRAP
#endif
#if ID(2LL)
#endif
long f(void)
{
    return WRAP + ID(3LL) + 4;
}
