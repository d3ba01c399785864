static int v;

void set(void)
{
    int v = 0;
    {
        /* The visible 'v' has no linkage, so this one has external linkage. */
        extern int v;
        v = 2;
    }
    (void)v;
}
