/* The caller side of lib.c: every long double is printed with all the digits its format
 * has on the target. */
int printf(const char *fmt, ...);

struct one { long double x; };
struct two { long double a, b; };
struct tagged { long double v; int tag; };

long double ld_scale(double d);
long double ld_mix(int a, long double x, double d, long double y, char c);
long double ld_after_ints(int a, int b, int c, int d, int e, int f, int g, long double x,
                          int h, long double y);
long double ld_many(long double a, double b, long double c, double d, long double e, double f,
                    long double g, double h, long double i, double j, long double k, double l,
                    long double m, double n, long double o, double p, long double q, double r);
long double ld_sum(int n, ...);
struct one one_make(long double x);
long double one_take(struct one o, int k);
struct two two_make(long double a, long double b);
long double two_take(int k, struct two t);
struct tagged tagged_make(long double v, int tag);
long double tagged_take(struct tagged t);
long double call_back(long double (*f)(long double, int, long double),
                      struct one (*g)(struct one));

static long double my_f(long double a, int k, long double b) { return a * k - b; }
static struct one my_g(struct one o) {
    o.x += 0.1L;
    return o;
}

int main(void) {
    printf("scale %.40Lg\n", ld_scale(0.1));
    printf("mix %.40Lg\n", ld_mix(3, 1.1L, 0.5, 2.2L, 7));
    printf("after_ints %.40Lg\n", ld_after_ints(1, 2, 3, 4, 5, 6, 7, 0.3L, 8, 0.7L));
    printf("many %.40Lg\n", ld_many(0.1L, 0.2, 0.3L, 0.4, 0.5L, 0.6, 0.7L, 0.8, 0.9L, 1.0, 1.1L,
                                     1.2, 1.3L, 1.4, 1.5L, 1.6, 1.7L, 1.8));
    printf("sum %.40Lg\n", ld_sum(3, 1.5L, 1, 2.25L, 2, 1e-10L, 3));
    printf("sum %.40Lg\n", ld_sum(0));
    struct one o = one_make(0.6L);
    printf("one_make %.40Lg\n", o.x);
    printf("one_take %.40Lg\n", one_take(o, 5));
    struct two t = two_make(1.0L / 3, 1.0L / 7);
    printf("two_make %.40Lg %.40Lg\n", t.a, t.b);
    printf("two_take %.40Lg\n", two_take(3, t));
    struct tagged g = tagged_make(0.3L, 4);
    printf("tagged_make %.40Lg %d\n", g.v, g.tag);
    printf("tagged_take %.40Lg\n", tagged_take(g));
    printf("call_back %.40Lg\n", call_back(my_f, my_g));
    /* A result nobody uses must still be popped from the x87 stack. */
    for (int i = 0; i < 20; i++)
        ld_scale(i);
    printf("after unused results %.40Lg\n", ld_scale(2));
    return 0;
}
