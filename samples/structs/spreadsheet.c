/* A tiny spreadsheet: cells are tagged unions (empty, number, text, formula); formulas
 * are parsed into small expression trees of node structs stored in a pool (cell
 * references, ranges with SUM/MAX, + - * /), evaluated with memoisation and cycle
 * detection, and the sheet is printed before and after an edit. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

#define ROWS 6
#define COLS 4

enum cell_kind { EMPTY, NUMBER, TEXT, FORMULA };
enum node_kind { N_NUM, N_REF, N_BIN, N_SUM, N_MAX };
enum state { FRESH, BUSY, DONE, ERROR };

struct node {
    enum node_kind kind;
    union {
        double num;
        struct { int r, c; } ref;
        struct { char op; int l, r; } bin;       /* indices into the pool */
        struct { int r0, c0, r1, c1; } range;
    } u;
};

struct cell {
    enum cell_kind kind;
    union { double num; char text[12]; struct { int root; char src[24]; } f; } u;
    enum state state;
    double value;
};

static struct node pool[256];
static int npool;
static struct cell sheet[ROWS][COLS];
static const char *p;

static int new_node(struct node n) { pool[npool] = n; return npool++; }
static int parse_ref(int *r, int *c) {
    if (!isupper((unsigned char)p[0]) || !isdigit((unsigned char)p[1]))
        return 0;
    *c = p[0] - 'A';
    *r = p[1] - '1';
    p += 2;
    return 1;
}

static int parse_expr(void);
static int parse_atom(void) {
    int r, c;
    if (strncmp(p, "SUM(", 4) == 0 || strncmp(p, "MAX(", 4) == 0) {
        struct node n = {p[0] == 'S' ? N_SUM : N_MAX};
        p += 4;
        parse_ref(&n.u.range.r0, &n.u.range.c0);
        p++; /* ':' */
        parse_ref(&n.u.range.r1, &n.u.range.c1);
        p++; /* ')' */
        return new_node(n);
    }
    if (*p == '(') {
        p++;
        int e = parse_expr();
        return p++, e;
    }
    if (parse_ref(&r, &c))
        return new_node((struct node){N_REF, {.ref = {r, c}}});
    char *end;
    double v = strtod(p, &end);
    p = end;
    return new_node((struct node){N_NUM, {.num = v}});
}

static int parse_term(void) {
    int l = parse_atom();
    while (*p == '*' || *p == '/') {
        char op = *p++;
        int r = parse_atom();
        l = new_node((struct node){N_BIN, {.bin = {op, l, r}}});
    }
    return l;
}

static int parse_expr(void) {
    int l = parse_term();
    while (*p == '+' || *p == '-') {
        char op = *p++;
        int r = parse_term();
        l = new_node((struct node){N_BIN, {.bin = {op, l, r}}});
    }
    return l;
}

static void set(const char *ref, const char *text) {
    struct cell *c = &sheet[ref[1] - '1'][ref[0] - 'A'];
    memset(c, 0, sizeof *c);
    if (text[0] == '=') {
        c->kind = FORMULA;
        strncpy(c->u.f.src, text, sizeof c->u.f.src - 1);
        p = text + 1;
        c->u.f.root = parse_expr();
    } else if (isdigit((unsigned char)text[0]) || text[0] == '-') {
        c->kind = NUMBER;
        c->u.num = atof(text);
    } else {
        c->kind = TEXT;
        strncpy(c->u.text, text, sizeof c->u.text - 1);
    }
}

static int cell_value(int r, int c, double *out);
static int eval(int n, double *out) {
    const struct node *x = &pool[n];
    double a, b;
    switch (x->kind) {
    case N_NUM: *out = x->u.num; return 1;
    case N_REF: return cell_value(x->u.ref.r, x->u.ref.c, out);
    case N_BIN:
        if (!eval(x->u.bin.l, &a) || !eval(x->u.bin.r, &b))
            return 0;
        switch (x->u.bin.op) {
        case '+': *out = a + b; return 1;
        case '-': *out = a - b; return 1;
        case '*': *out = a * b; return 1;
        default: if (b == 0) return 0; *out = a / b; return 1;
        }
    case N_SUM: case N_MAX: {
        double acc = x->kind == N_SUM ? 0 : -1e300;
        for (int r = x->u.range.r0; r <= x->u.range.r1; r++)
            for (int c = x->u.range.c0; c <= x->u.range.c1; c++) {
                if (!cell_value(r, c, &a))
                    return 0;
                acc = x->kind == N_SUM ? acc + a : (a > acc ? a : acc);
            }
        *out = acc;
        return 1;
    }
    }
    return 0;
}

static int cell_value(int r, int c, double *out) {
    struct cell *cl = &sheet[r][c];
    switch (cl->kind) {
    case EMPTY: case TEXT: *out = 0; return 1;
    case NUMBER: *out = cl->u.num; return 1;
    case FORMULA: break;
    }
    if (cl->state == DONE) { *out = cl->value; return 1; }
    if (cl->state == BUSY || cl->state == ERROR) { cl->state = ERROR; return 0; }
    cl->state = BUSY;
    int ok = eval(cl->u.f.root, &cl->value);
    if (cl->state == BUSY)
        cl->state = ok ? DONE : ERROR;
    *out = cl->value;
    return cl->state == DONE;
}

static void recalc_and_print(const char *title) {
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            sheet[r][c].state = FRESH;
    printf("%s\n    %10s %10s %10s %10s\n", title, "A", "B", "C", "D");
    for (int r = 0; r < ROWS; r++) {
        printf("%2d: ", r + 1);
        for (int c = 0; c < COLS; c++) {
            struct cell *cl = &sheet[r][c];
            double v;
            if (cl->kind == TEXT)
                printf(" %10s", cl->u.text);
            else if (cl->kind == EMPTY)
                printf(" %10s", "");
            else if (cell_value(r, c, &v))
                printf(" %10.2f", v);
            else
                printf(" %10s", "#ERR");
        }
        printf("\n");
    }
}

int main(void) {
    const char *init[][2] = {
        {"A1", "item"}, {"B1", "qty"}, {"C1", "price"}, {"D1", "total"},
        {"A2", "pens"}, {"B2", "12"}, {"C2", "1.25"}, {"D2", "=B2*C2"},
        {"A3", "paper"}, {"B3", "3"}, {"C3", "4.5"}, {"D3", "=B3*C3"},
        {"A4", "ink"}, {"B4", "2"}, {"C4", "19.99"}, {"D4", "=B4*C4"},
        {"A5", "sum"}, {"B5", "=SUM(B2:B4)"}, {"C5", "=MAX(C2:C4)"}, {"D5", "=SUM(D2:D4)"},
        {"A6", "avg"}, {"D6", "=D5/B5"}, {"C6", "=(D5-D2)/(B5-B2)"},
    };
    for (size_t i = 0; i < sizeof init / sizeof init[0]; i++)
        set(init[i][0], init[i][1]);
    recalc_and_print("initial");
    set("B3", "0");
    set("B6", "=B6+1");
    set("B2", "=D6");
    recalc_and_print("after edits (B2 and B6 now cyclic)");
    printf("nodes used %d, formula in D6: %s\n", npool, sheet[5][3].u.f.src);
    return 0;
}
