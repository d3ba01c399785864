void f(void)
{
    for (enum E { A, B } e = A; e != B; e = B)
        ;
}
