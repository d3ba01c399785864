/* options: -std=c99 -pedantic */
int f(void)
{
    const char *u8 = "a", *s;
    s = u8"x";
    return s[0];
}
