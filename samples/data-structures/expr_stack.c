/* Shunting-yard evaluation of arithmetic expressions with a struct stack of tagged values
 * (integer or real, as a union): operators come from a table of precedence, associativity
 * and function pointers; errors are reported as enum codes. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_INT, V_REAL } ValueKind;

typedef struct {
    ValueKind kind;
    union {
        long i;
        double r;
    } as;
} Value;

typedef enum { OK, ERR_SYNTAX, ERR_DIV_ZERO, ERR_PARENS, ERR_OVERFLOW } Status;

typedef Status (*BinOp)(Value, Value, Value *);

typedef struct {
    char sym;
    int prec;
    int right_assoc;
    BinOp apply;
} OpInfo;

typedef struct {
    Value items[32];
    int top;
} ValueStack;

typedef struct {
    const OpInfo *items[32]; /* NULL marks an open parenthesis */
    int top;
} OpStack;

static double real_of(Value v) { return v.kind == V_INT ? (double)v.as.i : v.as.r; }
static Value mk_int(long i) { Value v = {V_INT, {.i = i}}; return v; }
static Value mk_real(double r) { Value v = {V_REAL, {.r = r}}; return v; }

static Status op_add(Value a, Value b, Value *out) {
    *out = a.kind == V_INT && b.kind == V_INT ? mk_int(a.as.i + b.as.i) : mk_real(real_of(a) + real_of(b));
    return OK;
}
static Status op_sub(Value a, Value b, Value *out) {
    *out = a.kind == V_INT && b.kind == V_INT ? mk_int(a.as.i - b.as.i) : mk_real(real_of(a) - real_of(b));
    return OK;
}
static Status op_mul(Value a, Value b, Value *out) {
    *out = a.kind == V_INT && b.kind == V_INT ? mk_int(a.as.i * b.as.i) : mk_real(real_of(a) * real_of(b));
    return OK;
}
static Status op_div(Value a, Value b, Value *out) {
    if (real_of(b) == 0.0) return ERR_DIV_ZERO;
    if (a.kind == V_INT && b.kind == V_INT && a.as.i % b.as.i == 0) *out = mk_int(a.as.i / b.as.i);
    else *out = mk_real(real_of(a) / real_of(b));
    return OK;
}
static Status op_pow(Value a, Value b, Value *out) {
    if (a.kind == V_INT && b.kind == V_INT && b.as.i >= 0) {
        long r = 1;
        for (long k = 0; k < b.as.i; k++) {
            if (r > 1000000000L || r < -1000000000L) return ERR_OVERFLOW;
            r *= a.as.i;
        }
        *out = mk_int(r);
        return OK;
    }
    double r = 1, base = real_of(a);
    long e = (long)real_of(b);
    for (long k = 0; k < (e < 0 ? -e : e); k++) r *= base;
    *out = mk_real(e < 0 ? 1.0 / r : r);
    return OK;
}

static const OpInfo ops[] = {
    {'+', 1, 0, op_add}, {'-', 1, 0, op_sub}, {'*', 2, 0, op_mul}, {'/', 2, 0, op_div}, {'^', 3, 1, op_pow},
};

static const OpInfo *find_op(char c) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].sym == c) return &ops[i];
    return NULL;
}

static Status reduce(ValueStack *vs, const OpInfo *op) {
    if (vs->top < 2) return ERR_SYNTAX;
    Value b = vs->items[--vs->top], a = vs->items[--vs->top];
    Status s = op->apply(a, b, &vs->items[vs->top]);
    if (s == OK) vs->top++;
    return s;
}

static Status evaluate(const char *text, Value *result) {
    ValueStack vs = {.top = 0};
    OpStack os = {.top = 0};
    int expect_operand = 1;
    Status st = OK;
    for (const char *p = text; *p && st == OK;) {
        if (isspace((unsigned char)*p)) { p++; continue; }
        if (expect_operand && (isdigit((unsigned char)*p) || *p == '.')) {
            char *end;
            double d = strtod(p, &end);
            int is_real = 0;
            for (const char *q = p; q < end; q++) is_real |= *q == '.';
            vs.items[vs.top++] = is_real ? mk_real(d) : mk_int(strtol(p, NULL, 10));
            p = end;
            expect_operand = 0;
        } else if (expect_operand && *p == '(') {
            os.items[os.top++] = NULL;
            p++;
        } else if (!expect_operand && *p == ')') {
            while (os.top > 0 && os.items[os.top - 1] && st == OK) st = reduce(&vs, os.items[--os.top]);
            if (os.top == 0) return ERR_PARENS;
            os.top--;
            p++;
        } else if (!expect_operand && find_op(*p)) {
            const OpInfo *op = find_op(*p++);
            while (st == OK && os.top > 0 && os.items[os.top - 1]) {
                const OpInfo *t = os.items[os.top - 1];
                if (t->prec > op->prec || (t->prec == op->prec && !op->right_assoc)) st = reduce(&vs, os.items[--os.top]);
                else break;
            }
            os.items[os.top++] = op;
            expect_operand = 1;
        } else {
            return ERR_SYNTAX;
        }
    }
    while (st == OK && os.top > 0) {
        if (!os.items[os.top - 1]) return ERR_PARENS;
        st = reduce(&vs, os.items[--os.top]);
    }
    if (st == OK && (vs.top != 1 || expect_operand)) st = ERR_SYNTAX;
    if (st == OK) *result = vs.items[0];
    return st;
}

int main(void) {
    static const char *names[] = {"ok", "syntax error", "division by zero", "unbalanced parentheses", "overflow"};
    static const char *inputs[] = {
        "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "100 / 7", "100 / 4 - 5", "1.5 * (2 + 2.5)",
        "2 ^ -1", "7 / (3 - 3)", "(4 + 5", "4 + * 5", "((2))", "10 ^ 12", "3 - 2 - 1", "0.1 + 0.2",
    };
    int counts[5] = {0};
    double total = 0;
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        Value v = mk_int(0);
        Status s = evaluate(inputs[i], &v);
        counts[s]++;
        printf("%-16s => ", inputs[i]);
        if (s != OK) printf("error: %s\n", names[s]);
        else if (v.kind == V_INT) printf("%ld\n", v.as.i);
        else printf("%.6g\n", v.as.r);
        if (s == OK) total += real_of(v);
    }
    printf("ok %d, errors %d/%d/%d/%d, sum %.4f\n", counts[OK], counts[1], counts[2], counts[3], counts[4], total);
    return counts[OK];
}
