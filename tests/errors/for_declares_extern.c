void f(void)
{
    for (extern int e; ;)
        break;
}
