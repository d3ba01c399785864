/* X-macros generate, from one list, an enum of operations, their handler functions
 * (token pasting), a name table (stringizing), an arity table and the dispatch table of
 * function pointers; an RPN calculator then evaluates expressions with them. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define OPERATIONS(X)                                     \
    X(add, 2, a + b)                                      \
    X(sub, 2, a - b)                                      \
    X(mul, 2, a * b)                                      \
    X(div, 2, b ? a / b : 0)                              \
    X(mod, 2, b ? a % b : 0)                              \
    X(neg, 1, -a)                                         \
    X(abs, 1, a < 0 ? -a : a)                             \
    X(sq, 1, a * a)                                       \
    X(min, 2, a < b ? a : b)                              \
    X(max, 2, a > b ? a : b)                              \
    X(gcd, 2, gcd_of(a, b))                               \
    X(dup, 1, a)                                          \
    X(avg, 2, (a + b) / 2)

static long gcd_of(long a, long b)
{
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

#define AS_ENUM(name, arity, expr) OP_##name,
enum op { OPERATIONS(AS_ENUM) OP_COUNT };

#define AS_FUNCTION(name, arity, expr) \
    static long op_##name(long a, long b) { (void)a; (void)b; return expr; }
OPERATIONS(AS_FUNCTION)

typedef long (*op_fn)(long, long);

#define AS_ROW(name, arity, expr) [OP_##name] = {#name, arity, op_##name, #expr},
static const struct { const char *name; int arity; op_fn fn; const char *formula; } ops[OP_COUNT] = {
    OPERATIONS(AS_ROW)
};

#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

static int find_op(const char *word)
{
    for (int i = 0; i < OP_COUNT; i++)
        if (strcmp(ops[i].name, word) == 0) return i;
    return -1;
}

static int rpn(const char *expr, long *result)
{
    long stack[32];
    int sp = 0;
    char buf[128], *tok;
    strncpy(buf, expr, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    for (tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (*tok && *end == '\0') {
            if (sp == 32) return -1;
            stack[sp++] = v;
            continue;
        }
        int k = find_op(tok);
        if (k < 0) return -2;
        if (sp < ops[k].arity) return -3;
        long b = ops[k].arity == 2 ? stack[--sp] : 0;
        long a = stack[--sp];
        stack[sp++] = ops[k].fn(a, b);
        if (k == OP_dup) stack[sp++] = a;
    }
    if (sp != 1) return -4;
    *result = stack[0];
    return 0;
}

int main(void)
{
    printf("%d operations from one list (%s):\n", OP_COUNT, STR(CAT(OP_, gcd)));
    for (int i = 0; i < OP_COUNT; i++)
        printf("  %-4s/%d  %s\n", ops[i].name, ops[i].arity, ops[i].formula);
    static const char *programs[] = {
        "3 4 add 5 mul",
        "100 7 mod 100 7 div sub",
        "12 neg abs sq",
        "1071 462 gcd 6 max",
        "5 dup mul dup add",
        "9 2 avg -9 2 avg min",
        "1 2 3",
        "4 frob",
        "add",
        "8 0 div 8 0 mod add 1 add",
    };
    int errors = 0;
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        long r = 0;
        int status = rpn(programs[i], &r);
        if (status) { errors++; printf("%-28s error %d\n", programs[i], status); }
        else printf("%-28s = %ld\n", programs[i], r);
    }
    return errors;
}
