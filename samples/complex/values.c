/* float _Complex and double _Complex objects and values: locals, globals and their static
 * initializers, members, arrays, pointers, compound assignment, conversions, comparisons,
 * calls with complex arguments and results (more than the registers hold), variadic
 * arguments, __builtin_creal and the like, _Generic, sizeof and
 * __builtin_types_compatible_p. */
#include <complex.h>
#include <stdarg.h>
#include <stdio.h>

struct point {
    char tag;
    double complex z;
    float complex w;
};

double complex unit = I;
double complex origin;
float complex fconst = 1.5f - 2.0fi;
double complex table[4] = {1, 2.0 * I, -1.5 + 0.5 * I, CMPLX(3.0, -3.0)};
static struct point spot = {'s', 2.0 + 3.0 * I, -1.0fi};
static const double complex twice_i = 2.0i;
static double complex *pointer_to_table = &table[2];

static void show(const char *what, double complex z) {
    printf("%-18s %g %+gi\n", what, creal(z), cimag(z));
}

static double complex sum8(double complex a, double complex b, double complex c,
                           double complex d, double complex e, double complex f,
                           double complex g, double complex h) {
    return a + b + c + d + e + f + g + h;
}

static float complex mix(int n, float complex a, double x, float complex b, double complex c,
                         float complex d, float complex e, float complex f, float complex g,
                         float complex h, float complex i, float y) {
    return n * (a + b + d + e + f + g + h + i) + (float complex)c + (float)x + y;
}

static double complex vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double complex s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, double complex);
    va_end(ap);
    return s;
}

static struct point moved(struct point p, double complex by) {
    p.z += by;
    p.w -= (float complex)by;
    return p;
}

static double complex (*pick(int which))(double complex, double complex, double complex,
                                         double complex, double complex, double complex,
                                         double complex, double complex) {
    return which ? sum8 : 0;
}

#define KIND(x) _Generic((x), float complex: "float complex", double complex: "double complex", \
                         double: "double", default: "other")

int main(void) {
    show("unit", unit);
    show("origin", origin);
    show("fconst", fconst);
    for (int i = 0; i < 4; i++)
        show("table", table[i]);
    show("spot.z", spot.z);
    show("spot.w", spot.w);
    show("twice_i", twice_i);
    show("*pointer", *pointer_to_table);

    double complex z = 1.0 + 2.0 * I;
    double complex *p = &z;
    *p *= 2;
    show("z *= 2", z);
    z += 1;
    show("z += 1", z);
    z -= I;
    show("z -= I", z);
    z /= 2;
    show("z /= 2", z);
    z = -z;
    show("-z", z);
    z = ~z;
    show("~z (conjugate)", z);
    z = +z;
    double re = z, sum = 10;
    sum += z;
    int n = z;
    _Bool b1 = z, b0 = 0.0 * I;
    printf("re %g sum %g int %d bools %d %d\n", re, sum, n, b1, b0);
    float complex f = z;
    double complex back = f;
    show("through float", back);
    printf("equal %d %d %d %d\n", z == z, z != z, z == CMPLX(creal(z), cimag(z)), 3.0 == 3.0 + 0 * I);
    printf("conditions: %s %s %s\n", z ? "z" : "not z", !z ? "!z" : "not !z",
           (0.0 * I || origin) ? "or" : "neither");

    struct point q = moved(spot, 1 - I);
    printf("moved %c ", q.tag);
    show("", q.z);
    show("moved w", q.w);
    struct point arr[2] = {{'a', 1, 2}, {'b', I, 3.0f * I}};
    arr[1].z *= arr[1].w;
    show("arr[1].z", arr[1].z);

    double complex xs[8];
    for (int i = 0; i < 8; i++)
        xs[i] = CMPLX(i, -i * 0.5);
    show("sum8", sum8(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]));
    show("pick(1)", pick(1)(xs[7], xs[6], xs[5], xs[4], xs[3], xs[2], xs[1], xs[0]));
    show("mix", mix(2, 1.0f, 0.5, I, 3 + 4 * I, 1, 2, 3, 4, 5, 6 * I, 0.25f));
    show("vsum", vsum(3, xs[1], 2.5 + I, (double complex)7));
    show("compound literal", (double complex){4.0 - I} * 2.0);
    show("cond", n > 0 ? z : (double complex)f);
    show("comma", (n++, CMPLX(n, n)));

    printf("builtins %g %g %g %g\n", __builtin_creal(z), __builtin_cimagf(f),
           __builtin_cimag(__builtin_conj(z)), __builtin_crealf(__builtin_conjf(f)));
    printf("sizeof %zu %zu alignof %zu %zu\n", sizeof(float complex), sizeof(double complex),
           _Alignof(float complex), _Alignof(double complex));
    printf("_Generic %s, %s, %s, %s\n", KIND(f), KIND(z), KIND(z * 2.0f), KIND(f * 2.0));
    printf("compatible %d %d\n", __builtin_types_compatible_p(double complex, _Complex double),
           __builtin_types_compatible_p(float complex, double complex));
    return 0;
}
