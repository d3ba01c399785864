/* options: -ansi -w */
int counter; // gcc's error in strict ISO C90, -pedantic or not, -w or not
int f(void)
{
    return counter; // reported once
}
