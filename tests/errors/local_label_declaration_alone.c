/* gcc wants a declaration or statement after a block's label declarations. */
void f(void) {
    {
        __label__ a;
    }
}
