/* An AST interpreter for arithmetic expressions with variables: tagged node structs,
 * recursive evaluation, constant folding and simplification, and printing. */
#include <stdio.h>
#include <stdlib.h>

enum kind { NUM, VAR, ADD, SUB, MUL, DIV, NEG };

struct node {
    enum kind kind;
    union {
        long num;
        char var;
        struct { struct node *l, *r; } bin;
        struct node *operand;
    } u;
};

static int live_nodes;

static struct node *mk(enum kind k)
{
    struct node *n = calloc(1, sizeof *n);
    n->kind = k;
    live_nodes++;
    return n;
}
static struct node *num(long v) { struct node *n = mk(NUM); n->u.num = v; return n; }
static struct node *var(char c) { struct node *n = mk(VAR); n->u.var = c; return n; }
static struct node *bin(enum kind k, struct node *l, struct node *r)
{
    struct node *n = mk(k);
    n->u.bin.l = l;
    n->u.bin.r = r;
    return n;
}
static struct node *neg(struct node *e) { struct node *n = mk(NEG); n->u.operand = e; return n; }

static void release(struct node *n)
{
    if (!n) return;
    if (n->kind >= ADD && n->kind <= DIV) { release(n->u.bin.l); release(n->u.bin.r); }
    else if (n->kind == NEG) release(n->u.operand);
    free(n);
    live_nodes--;
}

static long env[26];

static long eval(const struct node *n, int *err)
{
    long a, b;
    switch (n->kind) {
    case NUM: return n->u.num;
    case VAR: return env[n->u.var - 'a'];
    case NEG: return -eval(n->u.operand, err);
    default: break;
    }
    a = eval(n->u.bin.l, err);
    b = eval(n->u.bin.r, err);
    switch (n->kind) {
    case ADD: return a + b;
    case SUB: return a - b;
    case MUL: return a * b;
    case DIV:
        if (b == 0) { *err = 1; return 0; }
        return a / b;
    default: return 0;
    }
}

static const char sym[] = {'#', '$', '+', '-', '*', '/', '~'};

static void print(const struct node *n)
{
    switch (n->kind) {
    case NUM: printf("%ld", n->u.num); break;
    case VAR: printf("%c", n->u.var); break;
    case NEG: printf("-("); print(n->u.operand); printf(")"); break;
    default:
        printf("(");
        print(n->u.bin.l);
        printf(" %c ", sym[n->kind]);
        print(n->u.bin.r);
        printf(")");
    }
}

static int is_num(const struct node *n, long v) { return n->kind == NUM && n->u.num == v; }

/* Folds constant subtrees and applies x+0, x*1, x*0, x-0, x/1, --x; returns the new tree. */
static struct node *fold(struct node *n)
{
    struct node *l, *r, *keep;
    if (n->kind == NEG) {
        n->u.operand = fold(n->u.operand);
        if (n->u.operand->kind == NUM) { long v = -n->u.operand->u.num; release(n); return num(v); }
        if (n->u.operand->kind == NEG) {
            keep = n->u.operand->u.operand;
            n->u.operand->u.operand = NULL;
            release(n);
            return keep;
        }
        return n;
    }
    if (n->kind < ADD) return n;
    l = n->u.bin.l = fold(n->u.bin.l);
    r = n->u.bin.r = fold(n->u.bin.r);
    if (l->kind == NUM && r->kind == NUM && !(n->kind == DIV && r->u.num == 0)) {
        int err = 0;
        long v = eval(n, &err);
        release(n);
        return num(v);
    }
    keep = NULL;
    if ((n->kind == ADD && is_num(r, 0)) || (n->kind == SUB && is_num(r, 0)) ||
        (n->kind == MUL && is_num(r, 1)) || (n->kind == DIV && is_num(r, 1)))
        keep = l, n->u.bin.l = NULL;
    else if ((n->kind == ADD && is_num(l, 0)) || (n->kind == MUL && is_num(l, 1)))
        keep = r, n->u.bin.r = NULL;
    else if (n->kind == MUL && (is_num(l, 0) || is_num(r, 0)))
        keep = num(0);
    if (keep) {
        if (n->u.bin.l == NULL) n->u.bin.l = num(0);
        if (n->u.bin.r == NULL) n->u.bin.r = num(0);
        release(n);
        return keep;
    }
    return n;
}

static int count(const struct node *n)
{
    if (n->kind == NEG) return 1 + count(n->u.operand);
    if (n->kind >= ADD) return 1 + count(n->u.bin.l) + count(n->u.bin.r);
    return 1;
}

int main(void)
{
    struct node *exprs[] = {
        bin(ADD, bin(MUL, num(3), num(4)), bin(MUL, var('x'), num(1))),
        bin(MUL, bin(ADD, var('x'), num(0)), bin(SUB, var('y'), neg(neg(num(2))))),
        bin(DIV, bin(MUL, num(0), var('z')), bin(ADD, num(7), neg(num(7)))),
        bin(SUB, bin(DIV, var('x'), num(1)), bin(MUL, num(2), bin(ADD, num(3), var('y')))),
        neg(neg(bin(ADD, var('y'), bin(MUL, num(10), num(10))))),
        bin(DIV, var('x'), bin(SUB, var('y'), var('y'))),
    };
    int i, k;
    env['x' - 'a'] = 7;
    env['y' - 'a'] = -3;
    env['z' - 'a'] = 11;
    printf("live nodes %d\n", live_nodes);
    for (i = 0; i < 6; i++) {
        int err = 0, err2 = 0;
        long before = eval(exprs[i], &err);
        int size_before = count(exprs[i]);
        print(exprs[i]);
        exprs[i] = fold(exprs[i]);
        long after = eval(exprs[i], &err2);
        printf("\n  => ");
        print(exprs[i]);
        printf("\n  value %ld%s / %ld%s, nodes %d -> %d\n", before, err ? " (div by 0)" : "",
               after, err2 ? " (div by 0)" : "", size_before, count(exprs[i]));
        for (k = -1; k <= 1; k++) {
            env['x' - 'a'] = 7 + k;
            err = 0;
            printf("    x=%d: %ld\n", 7 + k, eval(exprs[i], &err));
        }
        env['x' - 'a'] = 7;
    }
    for (i = 0; i < 6; i++)
        release(exprs[i]);
    printf("live nodes %d\n", live_nodes);
    return live_nodes;
}
