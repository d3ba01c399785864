typedef int T;
void f(void) {
    int T;
    typedef long T;
}
