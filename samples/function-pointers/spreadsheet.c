/* A small spreadsheet: cells hold numbers or formulas; a formula is a function pointer
 * (SUM, AVG, MIN, MAX, PRODUCT, COUNT over a rectangular range, or a binary operation
 * on two cell references). Evaluation is recursive with memoization and cycle detection
 * through a per-cell state enum. */
#include <stdio.h>
#include <string.h>

#define ROWS 6
#define COLS 5

enum cell_kind { EMPTY, NUMBER, RANGE_FN, BINARY_FN };
enum eval_state { UNVISITED, IN_PROGRESS, DONE, ERROR };

struct ref { int row, col; };

struct sheet;
typedef double (*range_fn)(struct sheet *, struct ref from, struct ref to, int *err);
typedef double (*binary_fn)(double, double, int *err);

struct cell {
    enum cell_kind kind;
    double number;
    union {
        struct { range_fn fn; struct ref from, to; const char *name; } range;
        struct { binary_fn fn; struct ref a, b; char op; } binary;
    } f;
    enum eval_state state;
    double value;
};

struct sheet { struct cell cells[ROWS][COLS]; int evaluations; };

static double eval_cell(struct sheet *s, struct ref r, int *err);

/* Folds a range with an accumulator function: the shared core of the range formulas. */
typedef double (*fold_fn)(double acc, double v);
static double fold(struct sheet *s, struct ref a, struct ref b, double init, fold_fn f, int *count, int *err)
{
    double acc = init;
    *count = 0;
    for (int r = a.row; r <= b.row; r++)
        for (int c = a.col; c <= b.col; c++) {
            if (s->cells[r][c].kind == EMPTY) continue;
            acc = f(acc, eval_cell(s, (struct ref){r, c}, err));
            ++*count;
        }
    return acc;
}
static double add(double a, double v) { return a + v; }
static double mul(double a, double v) { return a * v; }
static double lesser(double a, double v) { return v < a ? v : a; }
static double greater(double a, double v) { return v > a ? v : a; }

static double f_sum(struct sheet *s, struct ref a, struct ref b, int *err) { int n; return fold(s, a, b, 0, add, &n, err); }
static double f_product(struct sheet *s, struct ref a, struct ref b, int *err) { int n; return fold(s, a, b, 1, mul, &n, err); }
static double f_min(struct sheet *s, struct ref a, struct ref b, int *err) { int n; return fold(s, a, b, 1e300, lesser, &n, err); }
static double f_max(struct sheet *s, struct ref a, struct ref b, int *err) { int n; return fold(s, a, b, -1e300, greater, &n, err); }
static double f_count(struct sheet *s, struct ref a, struct ref b, int *err) { int n; fold(s, a, b, 0, add, &n, err); return n; }
static double f_avg(struct sheet *s, struct ref a, struct ref b, int *err)
{
    int n;
    double t = fold(s, a, b, 0, add, &n, err);
    if (!n) { *err = 1; return 0; }
    return t / n;
}

static double op_add(double a, double b, int *err) { (void)err; return a + b; }
static double op_sub(double a, double b, int *err) { (void)err; return a - b; }
static double op_mul(double a, double b, int *err) { (void)err; return a * b; }
static double op_div(double a, double b, int *err) { if (b == 0) { *err = 1; return 0; } return a / b; }

static double eval_cell(struct sheet *s, struct ref r, int *err)
{
    struct cell *c = &s->cells[r.row][r.col];
    if (c->state == DONE) return c->value;
    if (c->state == ERROR || c->state == IN_PROGRESS) { *err = 1; c->state = ERROR; return 0; }
    c->state = IN_PROGRESS;
    s->evaluations++;
    int local = 0;
    switch (c->kind) {
    case EMPTY: c->value = 0; break;
    case NUMBER: c->value = c->number; break;
    case RANGE_FN: c->value = c->f.range.fn(s, c->f.range.from, c->f.range.to, &local); break;
    case BINARY_FN: {
        double a = eval_cell(s, c->f.binary.a, &local);
        double b = eval_cell(s, c->f.binary.b, &local);
        c->value = c->f.binary.fn(a, b, &local);
        break;
    }
    }
    c->state = local ? ERROR : DONE;
    if (local) *err = 1;
    return c->value;
}

static void set_num(struct sheet *s, int r, int c, double v) { s->cells[r][c].kind = NUMBER; s->cells[r][c].number = v; }
static void set_range(struct sheet *s, int r, int c, range_fn fn, const char *name, struct ref a, struct ref b)
{
    struct cell *x = &s->cells[r][c];
    x->kind = RANGE_FN;
    x->f.range.fn = fn;
    x->f.range.from = a;
    x->f.range.to = b;
    x->f.range.name = name;
}
static void set_binary(struct sheet *s, int r, int c, binary_fn fn, char op, struct ref a, struct ref b)
{
    struct cell *x = &s->cells[r][c];
    x->kind = BINARY_FN;
    x->f.binary.fn = fn;
    x->f.binary.op = op;
    x->f.binary.a = a;
    x->f.binary.b = b;
}

static void show(struct sheet *s)
{
    printf("     ");
    for (int c = 0; c < COLS; c++) printf("%12c", 'A' + c);
    printf("\n");
    for (int r = 0; r < ROWS; r++) {
        printf("%3d  ", r + 1);
        for (int c = 0; c < COLS; c++) {
            int err = 0;
            struct cell *x = &s->cells[r][c];
            if (x->kind == EMPTY) { printf("%12s", "."); continue; }
            double v = eval_cell(s, (struct ref){r, c}, &err);
            if (err || x->state == ERROR) printf("%12s", "#ERR");
            else printf("%12.3f", v);
        }
        printf("\n");
    }
}

static void reset(struct sheet *s)
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) s->cells[r][c].state = UNVISITED;
}

int main(void)
{
    static struct sheet s;
    double data[4][3] = {{12, 7.5, 3}, {4, 9, 11.25}, {8, 2, 6}, {15, 1, 0.5}};
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 3; c++) set_num(&s, r, c, data[r][c]);
    for (int r = 0; r < 4; r++) set_range(&s, r, 3, f_sum, "SUM", (struct ref){r, 0}, (struct ref){r, 2});
    set_range(&s, 4, 0, f_avg, "AVG", (struct ref){0, 0}, (struct ref){3, 0});
    set_range(&s, 4, 1, f_max, "MAX", (struct ref){0, 1}, (struct ref){3, 1});
    set_range(&s, 4, 2, f_min, "MIN", (struct ref){0, 2}, (struct ref){3, 2});
    set_range(&s, 4, 3, f_sum, "SUM", (struct ref){0, 3}, (struct ref){3, 3});
    set_range(&s, 5, 0, f_count, "COUNT", (struct ref){0, 0}, (struct ref){3, 4});
    set_range(&s, 5, 1, f_product, "PRODUCT", (struct ref){0, 2}, (struct ref){2, 2});
    set_binary(&s, 4, 4, op_div, '/', (struct ref){4, 3}, (struct ref){5, 0});
    set_binary(&s, 0, 4, op_mul, '*', (struct ref){0, 3}, (struct ref){1, 3});
    set_binary(&s, 1, 4, op_sub, '-', (struct ref){0, 4}, (struct ref){4, 3});
    show(&s);
    printf("evaluations: %d\n", s.evaluations);

    /* Introduce a cycle and a division by zero, then recompute. */
    set_binary(&s, 2, 4, op_add, '+', (struct ref){3, 4}, (struct ref){0, 0});
    set_binary(&s, 3, 4, op_add, '+', (struct ref){2, 4}, (struct ref){0, 1});
    set_binary(&s, 5, 2, op_div, '/', (struct ref){0, 0}, (struct ref){3, 2});
    set_num(&s, 3, 2, 0);
    reset(&s);
    s.evaluations = 0;
    show(&s);
    printf("evaluations: %d\n", s.evaluations);
    return 0;
}
