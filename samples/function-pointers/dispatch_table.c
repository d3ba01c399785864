/* A calculator driven by a dispatch table of named command handlers. */
#include <stdio.h>
#include <string.h>

typedef int (*binop_fn)(int, int);

struct command {
    const char *name;
    binop_fn fn;
    const char *help;
};

static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_div(int a, int b) { return b == 0 ? 0 : a / b; }
static int op_mod(int a, int b) { return b == 0 ? 0 : a % b; }
static int op_max(int a, int b) { return a > b ? a : b; }
static int op_min(int a, int b) { return a < b ? a : b; }
static int op_pow(int a, int b)
{
    int r = 1;
    while (b-- > 0)
        r *= a;
    return r;
}
static int op_gcd(int a, int b)
{
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static const struct command commands[] = {
    {"add", op_add, "sum"},
    {"sub", op_sub, "difference"},
    {"mul", op_mul, "product"},
    {"div", op_div, "quotient"},
    {"mod", op_mod, "remainder"},
    {"max", op_max, "larger"},
    {"min", op_min, "smaller"},
    {"pow", op_pow, "power"},
    {"gcd", op_gcd, "greatest common divisor"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const struct command *lookup(const char *name)
{
    size_t i;
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

struct request {
    const char *op;
    int a, b;
};

int main(void)
{
    static const struct request script[] = {
        {"add", 17, 25}, {"sub", 3, 10}, {"mul", -7, 6}, {"div", 100, 7},
        {"mod", 100, 7}, {"max", -3, -9}, {"min", 4, 4}, {"pow", 3, 9},
        {"gcd", 1071, 462}, {"xor", 1, 2}, {"div", 5, 0}, {"gcd", -48, 18},
    };
    int unknown = 0;
    long checksum = 0;
    size_t i;

    printf("%zu commands:\n", NCOMMANDS);
    for (i = 0; i < NCOMMANDS; i++)
        printf("  %-4s %s\n", commands[i].name, commands[i].help);

    for (i = 0; i < sizeof script / sizeof script[0]; i++) {
        const struct request *r = &script[i];
        const struct command *c = lookup(r->op);
        if (!c) {
            printf("%s: unknown command\n", r->op);
            unknown++;
            continue;
        }
        int v = c->fn(r->a, r->b);
        checksum = checksum * 31 + v;
        printf("%s(%d, %d) = %d\n", c->name, r->a, r->b, v);
    }

    /* Fold a list through every command in turn. */
    int acc = 2;
    for (i = 0; i < NCOMMANDS; i++) {
        binop_fn f = commands[i].fn;
        acc = (*f)(acc, (int)i + 2);
        printf("fold step %zu (%s): %d\n", i, commands[i].name, acc);
    }
    printf("checksum %ld, unknown %d\n", checksum, unknown);
    return unknown;
}
