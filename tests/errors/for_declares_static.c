void f(void)
{
    for (static int s = 0; s < 3; s++)
        ;
}
