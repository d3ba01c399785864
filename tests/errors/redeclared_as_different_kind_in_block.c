void g(void) {
    enum { A };
    int A;
}
void h(void) {
    int x = 1;
    int x(void);
}
void k(void) {
    typedef int T;
    enum { T };
}
