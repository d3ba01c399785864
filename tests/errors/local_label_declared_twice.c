/* A block declares a local label once, over all its `__label__` declarations. */
void f(void) {
    __label__ a, b;
    __label__ c, a;
a:
b:
c:;
}
