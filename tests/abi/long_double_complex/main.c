/* The caller side of lib.c's long double _Complex functions. */
int printf(const char *fmt, ...);

struct wrapped {
    long double _Complex z;
};

struct tagged {
    int tag;
    long double _Complex w;
};

long double _Complex ld_add(long double _Complex a, long double _Complex b);
long double _Complex ld_mul(long double _Complex a, long double _Complex b);
long double _Complex ld_div(long double _Complex a, long double _Complex b);
long double _Complex ld_mix(int n, long double _Complex a, double x, long double y,
                            double _Complex b, long double _Complex c);
long double _Complex ld_many(long double _Complex a, long double _Complex b,
                             long double _Complex c, long double _Complex d,
                             long double _Complex e);
long double ld_abs2(long double _Complex z);
struct wrapped wrap(long double _Complex z);
struct tagged retag(struct tagged t);
long double _Complex ld_sum(int n, ...);
long double _Complex apply(long double _Complex (*f)(long double _Complex, int),
                           long double _Complex z);

static void show(const char *what, long double _Complex z) {
    printf("%s: %.21Lg %+.21Lgi\n", what, __real__ z, __imag__ z);
}

static long double _Complex callback(long double _Complex z, int k) {
    return z * k - 1.0Li;
}

int main(void) {
    long double _Complex a = 1.5L + 2.0Li, b = -0.5L + 4.0Li;
    show("ld_add", ld_add(a, b));
    show("ld_mul", ld_mul(a, b));
    show("ld_div", ld_div(a, 3.0L - 1.0Li));
    show("ld_mix", ld_mix(3, a, 0.25, 1.0L / 3, 2.0 + 0.5i, b));
    show("ld_many", ld_many(1, 1.0Li, 2, 2.0Li, 5 + 5.0Li));
    printf("ld_abs2: %.21Lg\n", ld_abs2(a));
    show("wrap", wrap(a).z);
    struct tagged t = retag((struct tagged){41, 1.0L + 2.0Li});
    printf("retag: %d ", t.tag);
    show("", t.w);
    show("ld_sum", ld_sum(3, a, b, (long double _Complex)1.0L));
    show("apply", apply(callback, a));
    ld_add(a, b); /* a result nobody reads still leaves the x87 stack empty */
    long double _Complex c = ld_add(a, a);
    show("after", c);
    return 0;
}
