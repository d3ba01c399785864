/* long double _Complex: arithmetic (libgcc's __mulxc3/__divxc3 on x86-64, __multc3/__divtc3
 * on aarch64 for * and / of two complex values), Annex G's infinities and NaNs, conversions
 * to and from the other complex and real types, glibc's long double complex functions,
 * static initializers, varargs, structure members and arrays. Printed with %Lg, whose six
 * digits are the same in x86-64's x87 format and aarch64's binary128. */
#include <complex.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

typedef long double complex ldc;

static volatile long double table[][2] = {
    {1.0L, 0.0L}, {0.0L, 1.0L}, {-1.0L, 0.0L}, {3.0L, 4.0L}, {-2.5L, 0.75L}, {0.5L, -1.5L},
};

static ldc at(int i) { return CMPLXL(table[i][0], table[i][1]); }

static void show(const char *name, ldc z) { printf("  %-8s %Lg %+Lgi\n", name, creall(z), cimagl(z)); }

/* Static initializers, folded in the target's format. */
static ldc s_literal = 1.0L + 2.0L * I;
static ldc s_imag = 2.5Li;
static ldc s_neg = -(0.5L - 0.25Li);
static ldc s_from_double = 1.0 / 3 + 2.0i;
static ldc s_from_int = 7;
static ldc s_sum = (1.0L + 1.0Li) + 3;
static ldc s_product = (1.0L + 2.0Li) * (3.0L - 1.0Li);
static double complex s_narrow = (double complex)(1.0L / 3 + 2.0Li);
static long double s_real = __real__ (3.0L + 2.0Li);
static ldc s_array[3] = {1, 2.0Li, 3.0L - 3.0Li};

struct point {
    int id;
    ldc where;
    char tag;
};

static struct point s_points[2] = {{1, 1.5L + 0.5Li, 'a'}, {2, -1.0Li, 'b'}};

static ldc sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    ldc s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, ldc);
    va_end(ap);
    return s;
}

/* Mixed varargs: a long double _Complex between other kinds of arguments. */
static void mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf(" %d", va_arg(ap, int)); break;
        case 'd': printf(" %g", va_arg(ap, double)); break;
        case 'L': printf(" %Lg", va_arg(ap, long double)); break;
        case 'z': {
            ldc z = va_arg(ap, ldc);
            printf(" (%Lg%+Lgi)", creall(z), cimagl(z));
            break;
        }
        }
    }
    va_end(ap);
    printf("\n");
}

/* A part below 1e-15 of the other is rounding noise, different in the two formats. */
static ldc chop(ldc z) {
    long double re = creall(z), im = cimagl(z);
    if (fabsl(re) < 1e-15L * fabsl(im))
        re = 0;
    if (fabsl(im) < 1e-15L * fabsl(re))
        im = 0;
    return CMPLXL(re, im);
}

static ldc scale(ldc z, long double k) { return z * k; }

static const char *kind(long double x) {
    return isnan(x) ? "nan" : isinf(x) ? (x < 0 ? "-inf" : "inf") : x == 0 ? "0" : "finite";
}

static void classify(const char *name, ldc z) {
    printf("  %-8s %s %s\n", name, kind(creall(z)), kind(cimagl(z)));
}

int main(void) {
    printf("sizeof %zu alignof %zu\n", sizeof(ldc), _Alignof(ldc));
    int n = sizeof table / sizeof table[0];
    for (int i = 0; i < n; i++) {
        ldc z = at(i), w = at((i + 3) % n);
        printf("z = %Lg %+Lgi, w = %Lg %+Lgi\n", creall(z), cimagl(z), creall(w), cimagl(w));
        show("z + w", z + w);
        show("z - w", z - w);
        show("z * w", z * w);
        show("z / w", z / w);
        show("-z", -z);
        show("conj", conjl(z));
        show("~z", ~z);
        show("z * 2", z * 2);
        show("z / 4", z / 4.0L);
        show("3 - z", 3 - z);
        show("z * I", z * I);
        show("z / I", z / I);
        printf("  ==: %d !=: %d self ==: %d\n", z == w, z != w, z == at(i));
        printf("  cabsl %Lg cargl %Lg\n", cabsl(z), cargl(z));
        show("cexpl", cexpl(z));
        show("clogl", clogl(w));
        show("csqrtl", csqrtl(z));
        show("cpowl", chop(cpowl(w, z)));
        show("csinl", csinl(z));
        show("ccosl", ccosl(z));
        show("cprojl", cprojl(z));
    }

    printf("compound assignment:\n");
    ldc acc = 1;
    for (int i = 1; i < 5; i++) {
        acc *= at(i) + 1;
        acc += 0.5Li;
        acc /= 2;
        acc -= at(i);
    }
    show("acc", acc);
    __real__ acc = 10;
    __imag__ acc *= -1;
    show("parts", acc);
    acc++;
    show("acc++", acc);

    printf("conversions:\n");
    ldc z = 2.5L - 1.25Li;
    double complex d = z;
    float complex f = z;
    long double r = z;
    int k = z;
    _Bool b0 = (ldc)0, b1 = 0.0L + 1.0Li;
    printf("  double %g %+gi float %g %+gi real %Lg int %d bool %d %d\n", creal(d), cimag(d),
           crealf(f), cimagf(f), r, k, b0, b1);
    ldc from_d = 0.1 + 0.2i, from_f = 1.5f - 0.5if, from_i = -3, from_ld = 1.0L / 3;
    show("from d", from_d);
    show("from f", from_f);
    show("from i", from_i);
    show("from ld", from_ld);
    show("mix", z + d * f - 1);
    printf("  exact: %d %d\n", (ldc)(1.0L / 3) == 1.0L / 3, (double)(ldc)(1.0L / 3) == 1.0 / 3);

    printf("Annex G:\n");
    long double inf = INFINITY, nan = NAN;
    classify("inf*1", CMPLXL(inf, 0) * CMPLXL(1, 1));
    classify("inf*0", CMPLXL(inf, inf) * CMPLXL(0, 0));
    classify("nan*inf", CMPLXL(nan, inf) * CMPLXL(2, 1));
    classify("inf/1", CMPLXL(inf, nan) / CMPLXL(1, 1));
    classify("1/0", CMPLXL(1, 1) / CMPLXL(0, 0));
    classify("1/inf", CMPLXL(1, 1) / CMPLXL(inf, inf));
    classify("nan/1", CMPLXL(nan, nan) / CMPLXL(1, 0));
    printf("  huge: ");
    ldc big = CMPLXL(1e4000L, 1e4000L);
    ldc q = big / big;
    printf("%Lg %+Lgi\n", creall(q), cimagl(q));

    printf("statics:\n");
    show("literal", s_literal);
    show("imag", s_imag);
    show("neg", s_neg);
    show("from dbl", s_from_double);
    show("from int", s_from_int);
    show("sum", s_sum);
    show("product", s_product);
    printf("  narrow   %.17g %+.17gi real %Lg\n", creal(s_narrow), cimag(s_narrow), s_real);
    for (int i = 0; i < 3; i++)
        show("array", s_array[i]);
    for (int i = 0; i < 2; i++) {
        printf("  point %d %c", s_points[i].id, s_points[i].tag);
        show("", s_points[i].where);
    }

    printf("locals, members, arrays:\n");
    ldc arr[4];
    for (int i = 0; i < 4; i++)
        arr[i] = at(i) * (i + 1) + (ldc)I * i;
    struct point p = {7, arr[3], 'x'};
    p.where = scale(p.where, 0.5L);
    show("arr[2]", arr[2]);
    show("p.where", p.where);
    ldc *pp = &arr[1];
    pp[1] += *pp;
    show("arr[2]'", arr[2]);

    printf("varargs:\n");
    show("sum", sum(3, at(3), at(4), 1.0L + 1.0Li));
    mixed("izdLz", 1, at(5), 2.5, 0.75L, CMPLXL(-1, 8));
    return 0;
}
