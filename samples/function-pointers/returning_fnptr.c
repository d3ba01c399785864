/* Functions returning function pointers, typedef'd and raw, arrays of them and pointers in structs. */
#include <stdio.h>
#include <string.h>

typedef double (*unary_fn)(double);

static double twice(double x) { return 2 * x; }
static double square(double x) { return x * x; }
static double negate(double x) { return -x; }
static double halve(double x) { return x / 2; }
static double inc(double x) { return x + 1; }

/* Raw declarator syntax: select returns pointer to function (double) returning double. */
static double (*select_raw(const char *name))(double)
{
    if (strcmp(name, "twice") == 0) return twice;
    if (strcmp(name, "square") == 0) return square;
    if (strcmp(name, "negate") == 0) return negate;
    if (strcmp(name, "halve") == 0) return halve;
    return inc;
}

static unary_fn select_typed(int i)
{
    static unary_fn table[5] = {twice, square, negate, halve, inc};
    return table[i % 5];
}

/* A pointer to a function that returns a function pointer. */
typedef unary_fn (*selector_fn)(int);

struct transform {
    const char *label;
    unary_fn steps[4];
    int nsteps;
};

static double run(const struct transform *t, double x)
{
    int i;
    for (i = 0; i < t->nsteps; i++)
        x = t->steps[i](x);
    return x;
}

/* Composition without closures: a fixed table of pairs. */
struct pair {
    unary_fn f, g;
};

static double apply_pair(const struct pair *p, double x) { return p->g(p->f(x)); }

int main(void)
{
    const char *names[] = {"twice", "square", "negate", "halve", "other"};
    int i;
    for (i = 0; i < 5; i++) {
        double (*f)(double) = select_raw(names[i]);
        printf("%-6s(3.5) = %g\n", names[i], f(3.5));
    }

    selector_fn sel = select_typed;
    double x = 1.0;
    for (i = 0; i < 10; i++) {
        x = sel(i)(x);
        printf("step %d -> %g\n", i, x);
    }

    struct transform ts[] = {
        {"poly", {square, twice, inc}, 3},
        {"neg-half", {negate, halve}, 2},
        {"id", {0}, 0},
        {"four", {inc, inc, square, halve}, 4},
    };
    for (i = 0; i < 4; i++) {
        int k;
        printf("%s:", ts[i].label);
        for (k = -2; k <= 2; k++)
            printf(" %g", run(&ts[i], k));
        printf("\n");
    }

    unary_fn (*table_ptr)[5] = NULL;
    static unary_fn all[5] = {twice, square, negate, halve, inc};
    table_ptr = &all;
    double acc = 0;
    for (i = 0; i < 5; i++)
        acc += (*table_ptr)[i](i + 0.5);
    printf("acc %g\n", acc);

    struct pair p = {square, negate}, q = {negate, square};
    printf("pair %g %g\n", apply_pair(&p, 4), apply_pair(&q, 4));
    printf("same fn: %d %d\n", select_raw("square") == square, sel(3) == halve);
    return 0;
}
