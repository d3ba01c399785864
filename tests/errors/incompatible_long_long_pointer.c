void take(long *);
long long *give(void);
void use(void) {
    long long v = 0;
    long *p = &v;
    unsigned long long *q = 0;
    unsigned long *r = q;
    take(give());
    p = 0;
    r = 0;
}
