/* Trampolined state functions: each state is a function that returns a struct holding
 * the next state function (a function cannot return its own type, a struct wrapping
 * it can). A driver loop bounces between states to validate and sum CSV-like records
 * of "name:int,int;..." and to run a mutually recursive even/odd check without
 * growing the stack. */
#include <stdio.h>
#include <ctype.h>

struct ctx {
    const char *p;
    long field, record_sum, total;
    int records, fields, errors, sign;
    char name[16];
    int nlen;
};

struct state;
typedef struct state (*state_fn)(struct ctx *);
struct state { state_fn fn; };

static struct state st_record(struct ctx *c);
static struct state st_name(struct ctx *c);
static struct state st_number(struct ctx *c);
static struct state st_after_number(struct ctx *c);
static struct state st_skip_bad(struct ctx *c);

static const struct state DONE = {NULL};
static struct state go(state_fn f) { struct state s = {f}; return s; }

static struct state st_record(struct ctx *c)
{
    while (*c->p == ' ' || *c->p == '\n') c->p++;
    if (!*c->p) return DONE;
    c->nlen = 0;
    c->record_sum = 0;
    c->fields = 0;
    return go(st_name);
}

static struct state st_name(struct ctx *c)
{
    if (isalpha((unsigned char)*c->p)) {
        if (c->nlen < 15) c->name[c->nlen++] = *c->p;
        c->p++;
        return go(st_name);
    }
    c->name[c->nlen] = '\0';
    if (*c->p == ':' && c->nlen > 0) {
        c->p++;
        c->field = 0;
        c->sign = 1;
        return go(st_number);
    }
    return go(st_skip_bad);
}

static struct state st_number(struct ctx *c)
{
    if (*c->p == '-' && c->field == 0 && c->sign == 1) {
        c->sign = -1;
        c->p++;
        return go(st_number);
    }
    if (!isdigit((unsigned char)*c->p)) return go(st_skip_bad);
    while (isdigit((unsigned char)*c->p)) c->field = c->field * 10 + (*c->p++ - '0');
    return go(st_after_number);
}

static struct state st_after_number(struct ctx *c)
{
    c->record_sum += c->sign * c->field;
    c->fields++;
    if (*c->p == ',') {
        c->p++;
        c->field = 0;
        c->sign = 1;
        return go(st_number);
    }
    if (*c->p == ';' || *c->p == '\0' || *c->p == '\n') {
        if (*c->p) c->p++;
        c->records++;
        c->total += c->record_sum;
        printf("  record %-8s %d fields, sum %ld\n", c->name, c->fields, c->record_sum);
        return go(st_record);
    }
    return go(st_skip_bad);
}

static struct state st_skip_bad(struct ctx *c)
{
    c->errors++;
    printf("  bad input at '%.6s'\n", c->p);
    while (*c->p && *c->p != ';' && *c->p != '\n') c->p++;
    if (*c->p) c->p++;
    return go(st_record);
}

static long run(const char *input, struct ctx *c, long *bounces)
{
    struct state s = go(st_record);
    c->p = input;
    *bounces = 0;
    while (s.fn) {
        s = s.fn(c);
        ++*bounces;
    }
    return c->total;
}

/* Mutual recursion turned into a trampoline: is_even(n) bounces n times. */
struct parity { long n; int answer; };
struct pstate;
typedef struct pstate (*pstate_fn)(struct parity *);
struct pstate { pstate_fn fn; };
static struct pstate even_step(struct parity *p);
static struct pstate odd_step(struct parity *p)
{
    if (p->n == 0) { p->answer = 0; return (struct pstate){NULL}; }
    p->n--;
    return (struct pstate){even_step};
}
static struct pstate even_step(struct parity *p)
{
    if (p->n == 0) { p->answer = 1; return (struct pstate){NULL}; }
    p->n--;
    return (struct pstate){odd_step};
}

int main(void)
{
    static const char *inputs[] = {
        "alpha:1,2,3;beta:-4,10;gamma:7",
        "ok:5;bad5:1;x:;y:1,,2;z:-0,3\nlast:100,-50",
        "",
    };
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        struct ctx c = {0};
        long bounces;
        long total = run(inputs[i], &c, &bounces);
        printf("input %zu: %d records, %d errors, total %ld, %ld bounces\n", i, c.records, c.errors, total, bounces);
    }
    long ns[] = {0, 1, 10, 99999, 1000000};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        struct parity p = {ns[i], -1};
        struct pstate s = {even_step};
        while (s.fn) s = s.fn(&p);
        printf("%ld is %s\n", ns[i], p.answer ? "even" : "odd");
    }
    return 0;
}
