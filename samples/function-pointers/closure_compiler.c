/* "Closure compilation" of an expression language: a recursive-descent parser turns
 * source text directly into a tree of closures (structs holding an eval function
 * pointer and its captured operands), which then run for many variable bindings
 * without re-parsing. Supports + - * / %, comparisons, ?:, unary minus, variables. */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

struct closure;
typedef long (*eval_fn)(const struct closure *, const long *vars);

struct closure {
    eval_fn eval;
    long constant;
    int var;
    const struct closure *a, *b, *c;
};

static struct closure pool[256];
static int used;

static struct closure *make(eval_fn f, const struct closure *a, const struct closure *b)
{
    struct closure *k = &pool[used++];
    k->eval = f;
    k->a = a;
    k->b = b;
    return k;
}

static long e_const(const struct closure *k, const long *v) { (void)v; return k->constant; }
static long e_var(const struct closure *k, const long *v) { return v[k->var]; }
static long e_neg(const struct closure *k, const long *v) { return -k->a->eval(k->a, v); }
static long e_add(const struct closure *k, const long *v) { return k->a->eval(k->a, v) + k->b->eval(k->b, v); }
static long e_sub(const struct closure *k, const long *v) { return k->a->eval(k->a, v) - k->b->eval(k->b, v); }
static long e_mul(const struct closure *k, const long *v) { return k->a->eval(k->a, v) * k->b->eval(k->b, v); }
static long e_div(const struct closure *k, const long *v)
{
    long d = k->b->eval(k->b, v);
    return d ? k->a->eval(k->a, v) / d : 0;
}
static long e_mod(const struct closure *k, const long *v)
{
    long d = k->b->eval(k->b, v);
    return d ? k->a->eval(k->a, v) % d : 0;
}
static long e_lt(const struct closure *k, const long *v) { return k->a->eval(k->a, v) < k->b->eval(k->b, v); }
static long e_eq(const struct closure *k, const long *v) { return k->a->eval(k->a, v) == k->b->eval(k->b, v); }
static long e_cond(const struct closure *k, const long *v)
{
    return k->a->eval(k->a, v) ? k->b->eval(k->b, v) : k->c->eval(k->c, v);
}

struct parser { const char *p; int error; };

static void skip(struct parser *ps) { while (isspace((unsigned char)*ps->p)) ps->p++; }
static int accept(struct parser *ps, char c)
{
    skip(ps);
    if (*ps->p == c) { ps->p++; return 1; }
    return 0;
}

static const struct closure *expr(struct parser *ps);

static const struct closure *primary(struct parser *ps)
{
    skip(ps);
    if (accept(ps, '(')) {
        const struct closure *e = expr(ps);
        if (!accept(ps, ')')) ps->error = 1;
        return e;
    }
    if (accept(ps, '-')) return make(e_neg, primary(ps), NULL);
    if (isdigit((unsigned char)*ps->p)) {
        struct closure *k = make(e_const, NULL, NULL);
        k->constant = strtol(ps->p, (char **)&ps->p, 10);
        return k;
    }
    if (*ps->p >= 'a' && *ps->p <= 'z') {
        struct closure *k = make(e_var, NULL, NULL);
        k->var = *ps->p++ - 'a';
        return k;
    }
    ps->error = 2;
    return make(e_const, NULL, NULL);
}

struct binop { char ch; eval_fn fn; };

/* One precedence level: operands from `next`, operators from `ops`. */
static const struct closure *level(struct parser *ps, const struct closure *(*next)(struct parser *),
                                   const struct binop *ops)
{
    const struct closure *left = next(ps);
    for (;;) {
        const struct binop *op;
        skip(ps);
        for (op = ops; op->ch && op->ch != *ps->p; op++) {}
        if (!op->ch) return left;
        ps->p++;
        if (op->ch == '=' && !accept(ps, '=')) { ps->error = 3; return left; }
        left = make(op->fn, left, next(ps));
    }
}

static const struct binop mul_ops[] = {{'*', e_mul}, {'/', e_div}, {'%', e_mod}, {0, 0}};
static const struct binop add_ops[] = {{'+', e_add}, {'-', e_sub}, {0, 0}};
static const struct binop cmp_ops[] = {{'<', e_lt}, {'=', e_eq}, {0, 0}};

static const struct closure *term(struct parser *ps) { return level(ps, primary, mul_ops); }
static const struct closure *sum(struct parser *ps) { return level(ps, term, add_ops); }
static const struct closure *comparison(struct parser *ps) { return level(ps, sum, cmp_ops); }

static const struct closure *expr(struct parser *ps)
{
    const struct closure *c = comparison(ps);
    if (accept(ps, '?')) {
        struct closure *k = make(e_cond, c, expr(ps));
        if (!accept(ps, ':')) ps->error = 4;
        k->c = expr(ps);
        return k;
    }
    return c;
}

int main(void)
{
    static const char *programs[] = {
        "x * x + 2 * x + 1",
        "(x - y) * (x + y)",
        "x < y ? y - x : x - y",
        "x % 3 == 0 ? x / 3 : -(x % 3)",
        "x < 0 ? -1 : x == 0 ? 0 : 1",
        "(x * 7 + y * 13) % 10",
        "x / (y - y)",
        "x + * y",
    };
    long vars[26] = {0};
    long grand = 0;
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        struct parser ps = {programs[i], 0};
        int before = used;
        const struct closure *prog = expr(&ps);
        skip(&ps);
        if (*ps.p) ps.error = ps.error ? ps.error : 5;
        printf("%-32s", programs[i]);
        if (ps.error) {
            printf(" parse error %d\n", ps.error);
            continue;
        }
        long acc = 0;
        for (long x = -3; x <= 3; x++) {
            vars['x' - 'a'] = x;
            vars['y' - 'a'] = 2 - x * x;
            long r = prog->eval(prog, vars);
            printf(" %ld", r);
            acc += r * (x + 4);
        }
        printf("  (%d closures, acc %ld)\n", used - before, acc);
        grand += acc;
    }
    printf("grand %ld, %d closures in total\n", grand, used);
    return 0;
}
