/* An enum-driven tokenizer and evaluator for a small arithmetic language with variables:
 * `let x = 3 * (4 + 2); x ^ 2 - 7 % 4;`. Tokens are structs with a kind enum and a union
 * payload; a precedence table indexed by kind drives a precedence-climbing parser. */
#include <stdio.h>
#include <ctype.h>
#include <string.h>

typedef enum {
    T_NUM, T_IDENT, T_LET, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT, T_CARET,
    T_LPAREN, T_RPAREN, T_ASSIGN, T_SEMI, T_EOF, T_ERROR, T_KIND_COUNT
} Kind;

typedef struct {
    Kind kind;
    union {
        long num;
        char name[12];
        char bad;
    } v;
} Token;

static const char *const kind_names[T_KIND_COUNT] = {
    [T_NUM] = "NUM", [T_IDENT] = "IDENT", [T_LET] = "LET", [T_PLUS] = "+", [T_MINUS] = "-",
    [T_STAR] = "*", [T_SLASH] = "/", [T_PERCENT] = "%", [T_CARET] = "^", [T_LPAREN] = "(",
    [T_RPAREN] = ")", [T_ASSIGN] = "=", [T_SEMI] = ";", [T_EOF] = "EOF", [T_ERROR] = "ERROR",
};

/* Binding power of binary operators; 0 means "not a binary operator". */
static const struct { int prec; int right_assoc; } binop[T_KIND_COUNT] = {
    [T_PLUS] = {1, 0}, [T_MINUS] = {1, 0}, [T_STAR] = {2, 0},
    [T_SLASH] = {2, 0}, [T_PERCENT] = {2, 0}, [T_CARET] = {3, 1},
};

static const char *p;
static Token tok;
static struct { char name[12]; long value; } vars[16];
static int nvars, errors;

static Token next_token(void) {
    Token t;
    memset(&t, 0, sizeof t);
    while (isspace((unsigned char)*p))
        p++;
    if (!*p) { t.kind = T_EOF; return t; }
    if (isdigit((unsigned char)*p)) {
        t.kind = T_NUM;
        while (isdigit((unsigned char)*p))
            t.v.num = t.v.num * 10 + (*p++ - '0');
        return t;
    }
    if (isalpha((unsigned char)*p)) {
        int k = 0;
        while (isalnum((unsigned char)*p))
            if (k < 11) t.v.name[k++] = *p++; else p++;
        t.kind = strcmp(t.v.name, "let") == 0 ? T_LET : T_IDENT;
        return t;
    }
    static const char ops[] = "+-*/%^()=;";
    static const Kind op_kind[] = {T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT, T_CARET,
                                   T_LPAREN, T_RPAREN, T_ASSIGN, T_SEMI};
    const char *hit = strchr(ops, *p);
    if (hit) { t.kind = op_kind[hit - ops]; p++; return t; }
    t.kind = T_ERROR;
    t.v.bad = *p++;
    return t;
}

static void advance(void) { tok = next_token(); }

static long *var_slot(const char *name, int create) {
    for (int i = 0; i < nvars; i++)
        if (strcmp(vars[i].name, name) == 0)
            return &vars[i].value;
    if (!create || nvars == 16)
        return NULL;
    strcpy(vars[nvars].name, name);
    return &vars[nvars++].value;
}

static long expr(int min_prec);

static long primary(void) {
    Token t = tok;
    advance();
    switch (t.kind) {
    case T_NUM: return t.v.num;
    case T_MINUS: return -primary();
    case T_IDENT: {
        long *slot = var_slot(t.v.name, 0);
        if (!slot) { printf("  error: unknown variable %s\n", t.v.name); errors++; return 0; }
        return *slot;
    }
    case T_LPAREN: {
        long v = expr(1);
        if (tok.kind == T_RPAREN) advance();
        else { printf("  error: expected )\n"); errors++; }
        return v;
    }
    default:
        printf("  error: unexpected %s\n", kind_names[t.kind]);
        errors++;
        return 0;
    }
}

static long apply(Kind op, long a, long b) {
    switch (op) {
    case T_PLUS: return a + b;
    case T_MINUS: return a - b;
    case T_STAR: return a * b;
    case T_SLASH: if (b == 0) { errors++; printf("  error: division by zero\n"); return 0; } return a / b;
    case T_PERCENT: if (b == 0) { errors++; printf("  error: division by zero\n"); return 0; } return a % b;
    case T_CARET: { long r = 1; while (b-- > 0) r *= a; return r; }
    default: return 0;
    }
}

static long expr(int min_prec) {
    long lhs = primary();
    while (binop[tok.kind].prec >= min_prec && binop[tok.kind].prec > 0) {
        Kind op = tok.kind;
        int prec = binop[op].prec;
        advance();
        long rhs = expr(binop[op].right_assoc ? prec : prec + 1);
        lhs = apply(op, lhs, rhs);
    }
    return lhs;
}

static void statement(void) {
    if (tok.kind == T_LET) {
        advance();
        Token name = tok;
        advance();
        if (name.kind != T_IDENT || tok.kind != T_ASSIGN) { printf("  error: bad let\n"); errors++; return; }
        advance();
        long v = expr(1);
        *var_slot(name.v.name, 1) = v;
        printf("  %s = %ld\n", name.v.name, v);
    } else {
        printf("  => %ld\n", expr(1));
    }
}

int main(void) {
    const char *program = "let x = 3 * (4 + 2); x ^ 2 - 7 % 4; let y = 2 ^ 3 ^ 2;\n"
                          "y / x - -5; let z = (x + y) * (x - y) % 1000; z; w + 1; 8 / (x - 18);"
                          " 1 + $ 2;";
    p = program;
    int counts[T_KIND_COUNT] = {0};
    for (Token t = next_token(); t.kind != T_EOF; t = next_token())
        counts[t.kind]++;
    for (int k = 0; k < T_KIND_COUNT; k++)
        if (counts[k])
            printf("%-5s x%d\n", kind_names[k], counts[k]);
    p = program;
    advance();
    while (tok.kind != T_EOF) {
        statement();
        while (tok.kind != T_SEMI && tok.kind != T_EOF)
            advance();
        if (tok.kind == T_SEMI)
            advance();
    }
    printf("%d variables, %d errors\n", nvars, errors);
    return errors;
}
