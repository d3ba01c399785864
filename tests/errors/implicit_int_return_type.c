static answer(void)
{
    return 42;
}
