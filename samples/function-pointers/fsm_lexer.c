/* A lexer driven by a two-dimensional transition table: [state][character class] gives
 * the next state and an action function pointer (append, emit, skip, error). Tokens are
 * structs with an enum kind; the program counts and prints them. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

enum cclass { C_ALPHA, C_DIGIT, C_SPACE, C_PUNCT, C_QUOTE, C_DOT, C_END, NCLASS };
enum lstate { S_START, S_IDENT, S_INT, S_FLOAT, S_STRING, NSTATE };
enum tkind { T_IDENT, T_INT, T_FLOAT, T_STRING, T_PUNCT, T_ERROR, NKIND };

static const char *const kind_names[NKIND] = {"ident", "int", "float", "string", "punct", "error"};

struct token { enum tkind kind; char text[24]; int line; };

struct lexer {
    char buf[24];
    int len;
    int line;
    struct token toks[64];
    int ntoks;
    int counts[NKIND];
};

typedef void (*action_fn)(struct lexer *, int c, enum lstate from);

static void emit(struct lexer *lx, enum tkind kind)
{
    struct token *t = &lx->toks[lx->ntoks < 63 ? lx->ntoks++ : 63];
    t->kind = kind;
    lx->buf[lx->len] = '\0';
    strcpy(t->text, lx->buf);
    t->line = lx->line;
    lx->counts[kind]++;
    lx->len = 0;
}

static void append(struct lexer *lx, int c)
{
    if (lx->len < 23) lx->buf[lx->len++] = (char)c;
}

static enum tkind kind_of(enum lstate s)
{
    switch (s) {
    case S_IDENT: return T_IDENT;
    case S_INT: return T_INT;
    case S_FLOAT: return T_FLOAT;
    case S_STRING: return T_STRING;
    default: return T_ERROR;
    }
}

static void a_skip(struct lexer *lx, int c, enum lstate from) { (void)from; if (c == '\n') lx->line++; }
static void a_append(struct lexer *lx, int c, enum lstate from) { (void)from; append(lx, c); }
static void a_begin_string(struct lexer *lx, int c, enum lstate from) { (void)lx; (void)c; (void)from; }
static void a_punct(struct lexer *lx, int c, enum lstate from)
{
    (void)from;
    append(lx, c);
    emit(lx, T_PUNCT);
}
/* End of a token at c: emit it, then handle c as if from the start state. */
static void a_emit_then(struct lexer *lx, int c, enum lstate from);
static void a_close_string(struct lexer *lx, int c, enum lstate from) { (void)c; emit(lx, kind_of(from)); }
static void a_error(struct lexer *lx, int c, enum lstate from)
{
    (void)from;
    append(lx, c);
    emit(lx, T_ERROR);
}

struct transition { enum lstate next; action_fn act; };

static const struct transition table[NSTATE][NCLASS] = {
    [S_START] = {
        [C_ALPHA] = {S_IDENT, a_append}, [C_DIGIT] = {S_INT, a_append},
        [C_SPACE] = {S_START, a_skip},   [C_PUNCT] = {S_START, a_punct},
        [C_QUOTE] = {S_STRING, a_begin_string}, [C_DOT] = {S_START, a_punct},
        [C_END] = {S_START, a_skip},
    },
    [S_IDENT] = {
        [C_ALPHA] = {S_IDENT, a_append}, [C_DIGIT] = {S_IDENT, a_append},
        [C_SPACE] = {S_START, a_emit_then}, [C_PUNCT] = {S_START, a_emit_then},
        [C_QUOTE] = {S_START, a_emit_then}, [C_DOT] = {S_START, a_emit_then},
        [C_END] = {S_START, a_emit_then},
    },
    [S_INT] = {
        [C_ALPHA] = {S_START, a_error},  [C_DIGIT] = {S_INT, a_append},
        [C_SPACE] = {S_START, a_emit_then}, [C_PUNCT] = {S_START, a_emit_then},
        [C_QUOTE] = {S_START, a_emit_then}, [C_DOT] = {S_FLOAT, a_append},
        [C_END] = {S_START, a_emit_then},
    },
    [S_FLOAT] = {
        [C_ALPHA] = {S_START, a_error},  [C_DIGIT] = {S_FLOAT, a_append},
        [C_SPACE] = {S_START, a_emit_then}, [C_PUNCT] = {S_START, a_emit_then},
        [C_QUOTE] = {S_START, a_emit_then}, [C_DOT] = {S_START, a_error},
        [C_END] = {S_START, a_emit_then},
    },
    [S_STRING] = {
        [C_ALPHA] = {S_STRING, a_append}, [C_DIGIT] = {S_STRING, a_append},
        [C_SPACE] = {S_STRING, a_append}, [C_PUNCT] = {S_STRING, a_append},
        [C_QUOTE] = {S_START, a_close_string}, [C_DOT] = {S_STRING, a_append},
        [C_END] = {S_START, a_error},
    },
};

static enum cclass classify(int c)
{
    if (c == '\0') return C_END;
    if (isalpha(c) || c == '_') return C_ALPHA;
    if (isdigit(c)) return C_DIGIT;
    if (isspace(c)) return C_SPACE;
    if (c == '"') return C_QUOTE;
    if (c == '.') return C_DOT;
    return C_PUNCT;
}

static void a_emit_then(struct lexer *lx, int c, enum lstate from)
{
    emit(lx, kind_of(from));
    const struct transition *t = &table[S_START][classify(c)];
    if (t->next != S_START) append(lx, c);    /* starts the next token */
    else t->act(lx, c, S_START);
}

static void lex(struct lexer *lx, const char *src)
{
    enum lstate s = S_START;
    for (const char *p = src;; p++) {
        int c = (unsigned char)*p;
        const struct transition *t = &table[s][classify(c)];
        t->act(lx, c, s);
        s = t->next;
        /* a_emit_then may have started a token whose state we must enter. */
        if (t->act == a_emit_then && lx->len > 0) s = table[S_START][classify(c)].next;
        if (c == '\0') break;
    }
}

int main(void)
{
    static struct lexer lx;
    const char *src =
        "let total = 3.25 * count + 42;\n"
        "print(\"sum: \", total.x)\n"
        "x1=y2-17.5.3 9abc \"open";
    lx.line = 1;
    lex(&lx, src);
    for (int i = 0; i < lx.ntoks; i++)
        printf("%d: %-6s '%s'\n", lx.toks[i].line, kind_names[lx.toks[i].kind], lx.toks[i].text);
    printf("totals:");
    for (int k = 0; k < NKIND; k++) printf(" %s=%d", kind_names[k], lx.counts[k]);
    printf("\n");
    return lx.counts[T_ERROR];
}
