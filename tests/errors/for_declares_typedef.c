void f(void)
{
    for (typedef int T; ;)
        break;
}
