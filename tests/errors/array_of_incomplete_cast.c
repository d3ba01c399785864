struct U;
void *g(void)
{
    return (struct U (*)[2])0;
}
