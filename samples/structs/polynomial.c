/* Polynomials with integer and rational-free double coefficients as a struct holding a
 * fixed array (passed and returned by value): addition, multiplication, derivative,
 * evaluation by Horner, long division with remainder, composition, the GCD of two
 * polynomials by Euclid, and real roots by Newton's method with deflation. */
#include <stdio.h>
#include <math.h>

#define MAXDEG 16

typedef struct {
    int deg;              /* -1 for the zero polynomial */
    double c[MAXDEG + 1]; /* c[i] is the coefficient of x^i */
} Poly;

typedef struct { Poly q, r; } DivResult;

static Poly trim(Poly p) {
    while (p.deg >= 0 && fabs(p.c[p.deg]) < 1e-9)
        p.c[p.deg--] = 0;
    return p;
}

static Poly poly(int deg, const double *c) {
    Poly p = {deg};
    for (int i = 0; i <= deg; i++)
        p.c[i] = c[i];
    return trim(p);
}

static Poly add(Poly a, Poly b) {
    Poly r = {a.deg > b.deg ? a.deg : b.deg};
    for (int i = 0; i <= r.deg; i++)
        r.c[i] = (i <= a.deg ? a.c[i] : 0) + (i <= b.deg ? b.c[i] : 0);
    return trim(r);
}

static Poly scale(Poly a, double k) {
    for (int i = 0; i <= a.deg; i++)
        a.c[i] *= k;
    return trim(a);
}

static Poly mul(Poly a, Poly b) {
    Poly r = {-1};
    if (a.deg < 0 || b.deg < 0)
        return r;
    r.deg = a.deg + b.deg;
    for (int i = 0; i <= a.deg; i++)
        for (int j = 0; j <= b.deg; j++)
            r.c[i + j] += a.c[i] * b.c[j];
    return trim(r);
}

static Poly derivative(Poly a) {
    Poly r = {a.deg - 1};
    for (int i = 1; i <= a.deg; i++)
        r.c[i - 1] = a.c[i] * i;
    return trim(r);
}

static double eval(Poly a, double x) {
    double v = 0;
    for (int i = a.deg; i >= 0; i--)
        v = v * x + a.c[i];
    return v;
}

static DivResult divide(Poly a, Poly b) {
    DivResult d = {{-1}, a};
    if (b.deg < 0)
        return d;
    while (d.r.deg >= b.deg) {
        int shift = d.r.deg - b.deg;
        double k = d.r.c[d.r.deg] / b.c[b.deg];
        if (shift > d.q.deg)
            d.q.deg = shift;
        d.q.c[shift] = k;
        for (int i = 0; i <= b.deg; i++)
            d.r.c[i + shift] -= k * b.c[i];
        d.r.c[d.r.deg] = 0; /* exact cancellation of the leading term */
        d.r = trim(d.r);
    }
    return d;
}

static Poly compose(Poly a, Poly b) { /* a(b(x)) by Horner over polynomials */
    Poly r = {-1};
    for (int i = a.deg; i >= 0; i--) {
        Poly constant = {0, {a.c[i]}};
        r = add(mul(r, b), constant);
    }
    return r;
}

static Poly monic(Poly a) { return a.deg < 0 ? a : scale(a, 1.0 / a.c[a.deg]); }

static Poly gcd(Poly a, Poly b) {
    while (b.deg >= 0) {
        Poly r = divide(a, b).r;
        a = b;
        b = r;
    }
    return monic(a);
}

static void show(const char *name, Poly p) {
    printf("%s =", name);
    if (p.deg < 0)
        printf(" 0");
    for (int i = p.deg; i >= 0; i--) {
        double v = p.c[i];
        if (v == 0)
            continue;
        printf(" %c %g", v < 0 ? '-' : '+', fabs(v));
        if (i > 0)
            printf("x%s", i > 1 ? "^" : "");
        if (i > 1)
            printf("%d", i);
    }
    printf("\n");
}

int main(void) {
    Poly a = poly(3, (double[]){-6, 11, -6, 1}); /* (x-1)(x-2)(x-3) */
    Poly b = poly(2, (double[]){-2, 1, 1});      /* (x-1)(x+2) */
    show("a", a);
    show("b", b);
    show("a+b", add(a, b));
    show("a*b", mul(a, b));
    show("a'", derivative(a));
    DivResult d = divide(a, b);
    show("a/b", d.q);
    show("a%b", d.r);
    show("q*b+r", add(mul(d.q, b), d.r));
    show("gcd(a,b)", gcd(a, b));
    show("a(b(x))", compose(a, b));
    printf("a(4) = %g, b(a(4)) = %g, compose check %g\n", eval(a, 4), eval(b, eval(a, 4)), eval(compose(b, a), 4));
    /* Real roots of a degree-5 polynomial by Newton with deflation. */
    Poly p = mul(mul(poly(1, (double[]){-0.5, 1}), poly(1, (double[]){3, 1})), mul(poly(2, (double[]){1, 0, 1}), poly(1, (double[]){-4, 1})));
    show("p", p);
    Poly work = p;
    int found = 0;
    double x = 0;
    while (work.deg >= 1 && found < 5) {
        int converged = 0;
        for (int it = 0; it < 100; it++) {
            double fx = eval(work, x), dfx = eval(derivative(work), x);
            if (dfx == 0)
                break;
            double nx = x - fx / dfx;
            if (fabs(nx - x) < 1e-13) {
                x = nx;
                converged = 1;
                break;
            }
            x = nx;
        }
        if (!converged)
            break;
        printf("root %.9f (p there %.1e)\n", x, fabs(eval(p, x)) < 1e-9 ? 0.0 : eval(p, x));
        work = divide(work, poly(1, (double[]){-x, 1})).q;
        found++;
    }
    show("left over", work);
    return found == 3 ? 0 : 1;
}
