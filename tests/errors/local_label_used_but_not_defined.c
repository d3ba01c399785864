/* A local label is defined in the block that declares it, or nowhere: a label of the same
   name in another block is another label. */
void f(int x) {
    {
        __label__ out;
        if (x)
            goto out;
    }
    {
    out:;
    }
}
