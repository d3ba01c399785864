/* options: -std=c90 -pedantic */
#if 0
// not reported in a skipped group
#endif
int counter;
int f(void)
{
    return counter; // an error in strict ISO C90
}
// reported once
