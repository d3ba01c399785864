typedef void handler(int *);
handler take;
struct pair { int a, b; };
void store(struct pair p, int *out);
struct ops { void (*run)(int *); } ops;

void use(void (*cb)(int *), long n, char *c, struct pair p)
{
    store(1, c);
    take(n);
    cb(c);
    (*cb)(n);
    ops.run(n);
    store(p, &p.a);
}
