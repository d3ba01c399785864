void f(void)
{
    for (int i = 0, g(void); i < 3; i++)
        ;
}
