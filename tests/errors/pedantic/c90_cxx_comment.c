/* options: -std=gnu90 -pedantic */
int counter; // GNU C90 takes it, with a pedwarn
int f(void)
{
    // only the first comment of a file is reported
    return counter;
}
