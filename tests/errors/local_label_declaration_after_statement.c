/* Local labels are declared at the start of a block only. */
void f(int x) {
    x++;
    __label__ a;
a:;
}
