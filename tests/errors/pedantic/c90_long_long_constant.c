/* options: -std=c90 -pedantic */
long big = 5LL;
unsigned long ubig = 7ULL + 3ull;
long small = 5L;
unsigned long ok = 0x10UL;
int f(void)
{
    return (int)sizeof(1ll) + (int)(2LL);
}
