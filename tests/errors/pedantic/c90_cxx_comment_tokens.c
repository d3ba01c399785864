/* options: -std=c90 -pedantic */
int three = 6 //* a '/', then a comment */ 2;
#if 1 // in a directive, two '/' in strict ISO C90
#endif // d
#ifndef X
#else // e
#endif
#if 0
// in a skipped group too: /* this comment hides the #endif
#endif
*/
#endif
int f(void)
{
    return three; // the first comment: reported once
}
int g(void)
{
    return three; // not again
}
