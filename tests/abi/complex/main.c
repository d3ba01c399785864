/* The caller side of lib.c's complex functions. */
int printf(const char *fmt, ...);

struct wrapped {
    double _Complex z;
};

struct tagged {
    int tag;
    float _Complex w;
};

double _Complex d_add(double _Complex a, double _Complex b);
float _Complex f_mul(float _Complex a, float _Complex b);
double _Complex d_div(double _Complex a, double _Complex b);
double _Complex d_mix(int n, double _Complex a, float x, float _Complex b, double y,
                      double _Complex c);
double _Complex d_many(double _Complex a, double _Complex b, double _Complex c,
                       double _Complex d, double _Complex e, double _Complex f,
                       double _Complex g, double _Complex h, double _Complex i);
float _Complex f_many(float _Complex a, float _Complex b, float _Complex c, float _Complex d,
                      float _Complex e, float _Complex f, float _Complex g, float _Complex h,
                      float _Complex i, float _Complex j);
struct wrapped wrap(double _Complex z);
struct tagged retag(struct tagged t);
double _Complex d_sum(int n, ...);
float _Complex f_sum(int n, ...);
double _Complex apply(double _Complex (*f)(double _Complex, float _Complex), double _Complex z);

static void show(const char *what, double _Complex z) {
    printf("%s: %g %+gi\n", what, __real__ z, __imag__ z);
}

static double _Complex callback(double _Complex z, float _Complex w) {
    return z * 3 - w;
}

int main(void) {
    double _Complex a = 1.5 + 2.0i, b = -0.5 + 4.0i;
    show("d_add", d_add(a, b));
    show("f_mul", f_mul(1.0f + 2.0if, 3.0f - 1.0if));
    show("d_div", d_div(a, b));
    show("d_mix", d_mix(3, a, 0.25f, 2.0f + 0.5if, -1.0, b));
    show("d_many", d_many(1, 1.0i, 2, 2.0i, 3, 3.0i, 4, 4.0i, 5 + 5.0i));
    show("f_many", f_many(1, 2.0if, 3, 4.0if, 5, 6.0if, 7, 8.0if, 9, 10.0if));
    show("wrap", wrap(a).z);
    struct tagged t = retag((struct tagged){41, 1.0f + 2.0if});
    printf("retag: %d ", t.tag);
    show("", t.w);
    show("d_sum", d_sum(3, a, b, (double _Complex)1.0));
    show("apply", apply(callback, a));
    float _Complex fa = 1.0f + 1.0if, fb = 2.0f, fc = 3.0if, fd = 0.5f - 0.5if;
    show("f_sum", f_sum(10, fa, fb, fc, fd, fa, fb, fc, fd, fa, fb));
    return 0;
}
