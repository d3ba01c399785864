/* Numerical integration and root finding through function pointers: trapezoid,
 * Simpson and adaptive Simpson integrators; bisection, Newton and secant root finders,
 * all taking the function (and its derivative) as pointers, with a context struct. */
#include <stdio.h>
#include <math.h>

typedef double (*real_fn)(double x, const void *ctx);

struct poly {
    int degree;
    double c[6];   /* c[0] + c[1] x + ... */
};

static double poly_eval(double x, const void *ctx)
{
    const struct poly *p = ctx;
    double r = 0;
    for (int i = p->degree; i >= 0; i--) r = r * x + p->c[i];
    return r;
}

static double poly_deriv(double x, const void *ctx)
{
    const struct poly *p = ctx;
    double r = 0;
    for (int i = p->degree; i >= 1; i--) r = r * x + i * p->c[i];
    return r;
}

static double f_sin(double x, const void *ctx) { (void)ctx; return sin(x); }
static double f_cos(double x, const void *ctx) { (void)ctx; return cos(x); }
static double f_gauss(double x, const void *ctx) { (void)ctx; return exp(-x * x); }
static double f_cos_minus_x(double x, const void *ctx) { (void)ctx; return cos(x) - x; }
static double f_cos_minus_x_d(double x, const void *ctx) { (void)ctx; return -sin(x) - 1; }

typedef double (*integrator)(real_fn f, const void *ctx, double a, double b, int n);

static double trapezoid(real_fn f, const void *ctx, double a, double b, int n)
{
    double h = (b - a) / n, s = (f(a, ctx) + f(b, ctx)) / 2;
    for (int i = 1; i < n; i++) s += f(a + i * h, ctx);
    return s * h;
}

static double simpson(real_fn f, const void *ctx, double a, double b, int n)
{
    double h = (b - a) / n, s = f(a, ctx) + f(b, ctx);
    for (int i = 1; i < n; i++) s += f(a + i * h, ctx) * (i % 2 ? 4 : 2);
    return s * h / 3;
}

static double adaptive_rec(real_fn f, const void *ctx, double a, double b, double whole,
                           double eps, int depth, int *calls)
{
    double m = (a + b) / 2, lm = (a + m) / 2, rm = (m + b) / 2;
    double fa = f(a, ctx), fm = f(m, ctx), fb = f(b, ctx);
    double left = (m - a) / 6 * (fa + 4 * f(lm, ctx) + fm);
    double right = (b - m) / 6 * (fm + 4 * f(rm, ctx) + fb);
    ++*calls;
    if (depth == 0 || fabs(left + right - whole) <= 15 * eps)
        return left + right + (left + right - whole) / 15;
    return adaptive_rec(f, ctx, a, m, left, eps / 2, depth - 1, calls) +
           adaptive_rec(f, ctx, m, b, right, eps / 2, depth - 1, calls);
}

static int adaptive_calls;
static double adaptive(real_fn f, const void *ctx, double a, double b, int n)
{
    double whole = (b - a) / 6 * (f(a, ctx) + 4 * f((a + b) / 2, ctx) + f(b, ctx));
    adaptive_calls = 0;
    return adaptive_rec(f, ctx, a, b, whole, pow(10, -n), 40, &adaptive_calls);
}

struct root_result {
    double x;
    int iterations;
    int converged;
};

static struct root_result bisect(real_fn f, const void *ctx, double lo, double hi)
{
    struct root_result r = {0, 0, 0};
    double flo = f(lo, ctx);
    while (r.iterations < 200 && hi - lo > 1e-12) {
        double mid = (lo + hi) / 2, fm = f(mid, ctx);
        r.iterations++;
        if ((fm < 0) == (flo < 0)) { lo = mid; flo = fm; } else hi = mid;
    }
    r.x = (lo + hi) / 2;
    r.converged = hi - lo <= 1e-12;
    return r;
}

static struct root_result newton(real_fn f, real_fn df, const void *ctx, double x)
{
    struct root_result r = {x, 0, 0};
    while (r.iterations < 50) {
        double step = f(r.x, ctx) / df(r.x, ctx);
        r.x -= step;
        r.iterations++;
        if (fabs(step) < 1e-13) { r.converged = 1; break; }
    }
    return r;
}

static struct root_result secant(real_fn f, const void *ctx, double x0, double x1)
{
    struct root_result r = {x1, 0, 0};
    double f0 = f(x0, ctx), f1 = f(x1, ctx);
    while (r.iterations < 50 && f1 != f0) {
        double x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
        x0 = x1; f0 = f1;
        x1 = x2; f1 = f(x1, ctx);
        r.iterations++;
        if (fabs(x1 - x0) < 1e-13) { r.converged = 1; break; }
    }
    r.x = x1;
    return r;
}

int main(void)
{
    static const struct poly cubic = {3, {-6, 11, -6, 1}};          /* (x-1)(x-2)(x-3) */
    static const struct poly quartic = {4, {-2, 0, 0, 0, 1}};        /* x^4 - 2 */
    static const struct { const char *name; integrator integrate; int n; } methods[] = {
        {"trapezoid", trapezoid, 64}, {"simpson", simpson, 64}, {"adaptive", adaptive, 9},
    };
    static const struct { const char *name; real_fn f; const void *ctx; double a, b; } integrals[] = {
        {"sin 0..pi", f_sin, NULL, 0, M_PI}, {"cos 0..pi/2", f_cos, NULL, 0, M_PI / 2},
        {"exp(-x^2) -2..2", f_gauss, NULL, -2, 2}, {"cubic 0..5", poly_eval, &cubic, 0, 5},
    };
    for (size_t i = 0; i < sizeof integrals / sizeof integrals[0]; i++) {
        printf("%-16s", integrals[i].name);
        for (size_t m = 0; m < sizeof methods / sizeof methods[0]; m++)
            printf(" %s=%.6f", methods[m].name,
                   methods[m].integrate(integrals[i].f, integrals[i].ctx, integrals[i].a,
                                        integrals[i].b, methods[m].n));
        printf(" (%d adaptive steps)\n", adaptive_calls);
    }

    struct root_result r;
    r = bisect(f_cos_minus_x, NULL, 0, 1);
    printf("cos x = x: bisect %.9f in %d\n", r.x, r.iterations);
    r = newton(f_cos_minus_x, f_cos_minus_x_d, NULL, 1);
    printf("cos x = x: newton %.9f in %d (%s)\n", r.x, r.iterations, r.converged ? "ok" : "no");
    r = secant(f_cos_minus_x, NULL, 0, 1);
    printf("cos x = x: secant %.9f in %d\n", r.x, r.iterations);
    for (double start = 0.5; start < 4; start += 1.2) {
        r = newton(poly_eval, poly_deriv, &cubic, start);
        printf("cubic root from %.1f: %.9f in %d\n", start, r.x, r.iterations);
    }
    r = newton(poly_eval, poly_deriv, &quartic, 1);
    printf("2^(1/4) = %.12f (newton %d), bisect %.12f\n", r.x, r.iterations,
           bisect(poly_eval, &quartic, 1, 2).x);
    return 0;
}
