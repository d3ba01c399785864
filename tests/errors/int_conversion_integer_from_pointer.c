char *g(void);
int returned(void) { return g(); }
void use(void) {
    int i = g();
    long l = &i;
    i = g();
    _Bool ok = g();
}
