/* A tiny Lisp: a reader producing cons cells, an evaluator with special forms (quote,
 * if, define, lambda) and an environment list, and builtins dispatched through a table
 * of function pointers. Runs a few programs including recursive factorial and map. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum tag { NIL, NUM, SYM, CONS, BUILTIN, LAMBDA };

struct cell;
typedef struct cell *(*builtin_fn)(struct cell *args);

struct cell {
    enum tag tag;
    long num;
    const char *sym;
    struct cell *car, *cdr;   /* CONS; LAMBDA: car = (params . body), cdr = env */
    builtin_fn fn;
};

static struct cell heap[20000];
static int nheap;
static struct cell nil_cell = {NIL, 0, NULL, NULL, NULL, NULL};
#define NIL_P (&nil_cell)

static struct cell *alloc(enum tag t)
{
    struct cell *c = &heap[nheap++];
    c->tag = t;
    c->car = c->cdr = NIL_P;
    return c;
}
static struct cell *num(long v) { struct cell *c = alloc(NUM); c->num = v; return c; }
static struct cell *cons(struct cell *a, struct cell *d) { struct cell *c = alloc(CONS); c->car = a; c->cdr = d; return c; }

static char symtab[64][16];
static int nsyms;
static struct cell *intern(const char *s, size_t n)
{
    for (int i = 0; i < nsyms; i++)
        if (strlen(symtab[i]) == n && strncmp(symtab[i], s, n) == 0) {
            struct cell *c = alloc(SYM);
            c->sym = symtab[i];
            return c;
        }
    memcpy(symtab[nsyms], s, n);
    symtab[nsyms][n] = '\0';
    struct cell *c = alloc(SYM);
    c->sym = symtab[nsyms++];
    return c;
}

static const char *src;
static struct cell *read_expr(void);
static struct cell *read_list(void)
{
    while (isspace((unsigned char)*src)) src++;
    if (*src == ')') { src++; return NIL_P; }
    struct cell *head = read_expr();
    return cons(head, read_list());
}
static struct cell *read_expr(void)
{
    while (isspace((unsigned char)*src)) src++;
    if (*src == '(') { src++; return read_list(); }
    if (*src == '\'') { src++; return cons(intern("quote", 5), cons(read_expr(), NIL_P)); }
    if (isdigit((unsigned char)*src) || (*src == '-' && isdigit((unsigned char)src[1])))
        return num(strtol(src, (char **)&src, 10));
    const char *start = src;
    while (*src && !isspace((unsigned char)*src) && *src != '(' && *src != ')') src++;
    return intern(start, (size_t)(src - start));
}

static void print(const struct cell *c)
{
    switch (c->tag) {
    case NIL: printf("()"); break;
    case NUM: printf("%ld", c->num); break;
    case SYM: printf("%s", c->sym); break;
    case BUILTIN: printf("<builtin>"); break;
    case LAMBDA: printf("<lambda>"); break;
    case CONS:
        putchar('(');
        for (;;) {
            print(c->car);
            c = c->cdr;
            if (c->tag != CONS) break;
            putchar(' ');
        }
        if (c->tag != NIL) { printf(" . "); print(c); }
        putchar(')');
    }
}

static struct cell *b_add(struct cell *a) { long s = 0; for (; a->tag == CONS; a = a->cdr) s += a->car->num; return num(s); }
static struct cell *b_mul(struct cell *a) { long s = 1; for (; a->tag == CONS; a = a->cdr) s *= a->car->num; return num(s); }
static struct cell *b_sub(struct cell *a)
{
    long s = a->car->num;
    if (a->cdr->tag == NIL) return num(-s);
    for (a = a->cdr; a->tag == CONS; a = a->cdr) s -= a->car->num;
    return num(s);
}
static struct cell *b_lt(struct cell *a) { return a->car->num < a->cdr->car->num ? num(1) : NIL_P; }
static struct cell *b_eq(struct cell *a) { return a->car->num == a->cdr->car->num ? num(1) : NIL_P; }
static struct cell *b_cons(struct cell *a) { return cons(a->car, a->cdr->car); }
static struct cell *b_car(struct cell *a) { return a->car->car; }
static struct cell *b_cdr(struct cell *a) { return a->car->cdr; }
static struct cell *b_nullp(struct cell *a) { return a->car->tag == NIL ? num(1) : NIL_P; }
static struct cell *b_list(struct cell *a) { return a; }

static const struct { const char *name; builtin_fn fn; } builtins[] = {
    {"+", b_add}, {"*", b_mul}, {"-", b_sub}, {"<", b_lt}, {"=", b_eq}, {"cons", b_cons},
    {"car", b_car}, {"cdr", b_cdr}, {"null?", b_nullp}, {"list", b_list},
};

static struct cell *global_env;

static struct cell *lookup(struct cell *env, const char *name)
{
    for (; env->tag == CONS; env = env->cdr)
        if (env->car->car->sym == name) return env->car;
    return NULL;
}

static int is(const struct cell *c, const char *s) { return c->tag == SYM && strcmp(c->sym, s) == 0; }

static struct cell *eval(struct cell *x, struct cell *env);
static struct cell *eval_list(struct cell *xs, struct cell *env)
{
    if (xs->tag != CONS) return NIL_P;
    struct cell *head = eval(xs->car, env);
    return cons(head, eval_list(xs->cdr, env));
}

static struct cell *eval(struct cell *x, struct cell *env)
{
    for (;;) {
        if (x->tag == SYM) {
            /* Locals (the closure's captured chain) first, then the globals. */
            struct cell *b = lookup(env, x->sym);
            if (!b) b = lookup(global_env, x->sym);
            return b ? b->cdr : NIL_P;
        }
        if (x->tag != CONS) return x;
        struct cell *op = x->car, *args = x->cdr;
        if (is(op, "quote")) return args->car;
        if (is(op, "if")) {
            x = eval(args->car, env)->tag != NIL ? args->cdr->car : args->cdr->cdr->car;
            continue;                                       /* tail position */
        }
        if (is(op, "define")) {
            struct cell *v = eval(args->cdr->car, env);
            global_env = cons(cons(args->car, v), global_env);
            return args->car;
        }
        if (is(op, "lambda")) {
            struct cell *l = alloc(LAMBDA);
            l->car = args;
            l->cdr = env;
            return l;
        }
        struct cell *f = eval(op, env), *vals = eval_list(args, env);
        if (f->tag == BUILTIN) return f->fn(vals);
        if (f->tag != LAMBDA) return NIL_P;
        struct cell *params = f->car->car, *newenv = f->cdr;
        for (; params->tag == CONS; params = params->cdr, vals = vals->cdr)
            newenv = cons(cons(params->car, vals->car), newenv);
        env = newenv;
        x = f->car->cdr->car;
    }
}

int main(void)
{
    global_env = NIL_P;
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) {
        struct cell *b = alloc(BUILTIN);
        b->fn = builtins[i].fn;
        global_env = cons(cons(intern(builtins[i].name, strlen(builtins[i].name)), b), global_env);
    }
    static const char *programs[] = {
        "(+ 1 2 (* 3 4) (- 10))",
        "(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
        "(fact 20)",
        "(define map (lambda (f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs))))))",
        "(map (lambda (x) (* x x)) (list 1 2 3 4 5))",
        "(define count (lambda (n acc) (if (= n 0) acc (count (- n 1) (+ acc n)))))",
        "(count 1000 0)",
        "(cons 1 2)",
        "'(a (b c) d)",
        "(car (cdr '(7 8 9)))",
    };
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        src = programs[i];
        struct cell *e = read_expr();
        struct cell *v = eval(e, NIL_P);
        printf("> %s\n", programs[i]);
        print(v);
        putchar('\n');
    }
    printf("%d cells, %d symbols\n", nheap, nsyms);
    return 0;
}
