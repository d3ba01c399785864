/* A local label is defined once in its block, nested blocks included. */
int f(int x) {
    {
        __label__ again;
    again:
        x--;
        {
        again:
            if (x > 0)
                goto again;
        }
    }
    return x;
}
