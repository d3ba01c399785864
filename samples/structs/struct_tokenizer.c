/* A tokenizer and evaluator for arithmetic with variables: tokens are structs with an enum
 * kind and a union payload, values are tagged unions (integer or real), and the evaluator
 * is a recursive-descent parser that returns structs by value. */
int printf(const char *fmt, ...);
int strcmp(const char *a, const char *b);

enum kind { T_NUM, T_REAL, T_NAME, T_OP, T_LPAREN, T_RPAREN, T_END, T_ERROR };

struct token {
    enum kind kind;
    union {
        long integer;
        double real;
        char name[8];
        char op;
    };
};

struct value {
    enum { INT, REAL } type;
    union { long i; double r; } as;
};

struct lexer {
    const char *p;
    struct token current;
};

struct binding {
    const char *name;
    struct value value;
} vars[] = {
    { "x", { INT, { .i = 6 } } },
    { "half", { .type = REAL, .as.r = 0.5 } },
    { "big", { INT, { 1000000 } } },
};

static struct token next_token(const char **pp) {
    const char *p = *pp;
    while (*p == ' ')
        p++;
    struct token t = { T_END };
    if (*p >= '0' && *p <= '9') {
        long n = 0;
        while (*p >= '0' && *p <= '9')
            n = n * 10 + (*p++ - '0');
        if (*p == '.') {
            double r = n, scale = 0.1;
            for (p++; *p >= '0' && *p <= '9'; p++, scale /= 10)
                r += (*p - '0') * scale;
            t = (struct token){ .kind = T_REAL, .real = r };
        } else {
            t.kind = T_NUM;
            t.integer = n;
        }
    } else if (*p >= 'a' && *p <= 'z') {
        int len = 0;
        t.kind = T_NAME;
        while (*p >= 'a' && *p <= 'z')
            if (len < 7)
                t.name[len++] = *p++;
            else
                p++;
        t.name[len] = 0;
    } else if (*p == '(' || *p == ')') {
        t.kind = *p++ == '(' ? T_LPAREN : T_RPAREN;
    } else if (*p == '+' || *p == '-' || *p == '*' || *p == '/') {
        t.kind = T_OP;
        t.op = *p++;
    } else if (*p) {
        t.kind = T_ERROR;
        p++;
    }
    *pp = p;
    return t;
}

static void advance(struct lexer *lx) { lx->current = next_token(&lx->p); }

static double as_real(struct value v) { return v.type == REAL ? v.as.r : (double)v.as.i; }

static struct value arith(char op, struct value a, struct value b) {
    if (a.type == INT && b.type == INT && op != '/') {
        long r = op == '+' ? a.as.i + b.as.i : op == '-' ? a.as.i - b.as.i : a.as.i * b.as.i;
        return (struct value){ INT, { .i = r } };
    }
    double x = as_real(a), y = as_real(b);
    double r = op == '+' ? x + y : op == '-' ? x - y : op == '*' ? x * y : x / y;
    return (struct value){ .type = REAL, .as = { .r = r } };
}

static struct value expression(struct lexer *lx);

static struct value primary(struct lexer *lx) {
    struct token t = lx->current;
    advance(lx);
    switch (t.kind) {
    case T_NUM:
        return (struct value){ INT, { .i = t.integer } };
    case T_REAL:
        return (struct value){ REAL, { .r = t.real } };
    case T_NAME:
        for (unsigned long i = 0; i < sizeof vars / sizeof vars[0]; i++)
            if (strcmp(vars[i].name, t.name) == 0)
                return vars[i].value;
        printf("[unknown %s] ", t.name);
        return (struct value){ INT };
    case T_LPAREN: {
        struct value v = expression(lx);
        if (lx->current.kind == T_RPAREN)
            advance(lx);
        return v;
    }
    case T_OP:
        if (t.op == '-')
            return arith('-', (struct value){ INT, { 0 } }, primary(lx));
    default:
        printf("[unexpected token %d] ", t.kind);
        return (struct value){ INT };
    }
}

static struct value term(struct lexer *lx) {
    struct value v = primary(lx);
    while (lx->current.kind == T_OP && (lx->current.op == '*' || lx->current.op == '/')) {
        char op = lx->current.op;
        advance(lx);
        v = arith(op, v, primary(lx));
    }
    return v;
}

static struct value expression(struct lexer *lx) {
    struct value v = term(lx);
    while (lx->current.kind == T_OP && (lx->current.op == '+' || lx->current.op == '-')) {
        char op = lx->current.op;
        advance(lx);
        v = arith(op, v, term(lx));
    }
    return v;
}

int main(void) {
    const char *inputs[] = {
        "1 + 2 * 3", "(1 + 2) * 3", "x * x - 1", "half * 3", "7 / 2", "big * big",
        "-(x + 0.25) * 4", "1 + y", "2 * (3 + 4", "3 $ 4",
    };
    for (int i = 0; i < 10; i++) {
        struct lexer lx = { inputs[i] };
        advance(&lx);
        struct value v = expression(&lx);
        if (v.type == INT)
            printf("%-18s = %ld\n", inputs[i], v.as.i);
        else
            printf("%-18s = %g\n", inputs[i], v.as.r);
    }
    printf("sizeof(struct token) = %lu, sizeof(struct value) = %lu\n", sizeof(struct token),
           sizeof(struct value));
    return 0;
}
