int *f(int *p);
char *g(void);
int *returned(void) { return g(); }
void use(void) {
    int *q = g();
    int *p;
    p = g();
    f(g());
    unsigned *u = p;
    void *v = p;
    p = v;
    int (*fp)(void) = f;
}
