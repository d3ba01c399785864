/* Lazy generators as objects: each generator is a struct whose first member is a
 * next() function pointer, and adapters (map, filter, take, zip-sum, chain) wrap other
 * generators, building pipelines that are pulled one value at a time. */
#include <stdio.h>

struct gen;
typedef int (*next_fn)(struct gen *, long *out);     /* 0 when exhausted */
typedef long (*map_fn)(long);
typedef int (*keep_fn)(long);

struct gen {
    next_fn next;
    struct gen *src, *src2;
    long a, b, c;
    map_fn map;
    keep_fn keep;
};

static int range_next(struct gen *g, long *out)
{
    if (g->c > 0 ? g->a >= g->b : g->a <= g->b) return 0;
    *out = g->a;
    g->a += g->c;
    return 1;
}

static int fib_next(struct gen *g, long *out)
{
    *out = g->a;
    long t = g->a + g->b;
    g->a = g->b;
    g->b = t;
    return 1;
}

/* Collatz trajectory from a start value, ending after 1. */
static int collatz_next(struct gen *g, long *out)
{
    if (g->a == 0) return 0;
    *out = g->a;
    g->a = g->a == 1 ? 0 : g->a % 2 ? 3 * g->a + 1 : g->a / 2;
    return 1;
}

static int map_next(struct gen *g, long *out)
{
    long v;
    if (!g->src->next(g->src, &v)) return 0;
    *out = g->map(v);
    return 1;
}

static int filter_next(struct gen *g, long *out)
{
    long v;
    while (g->src->next(g->src, &v))
        if (g->keep(v)) { *out = v; return 1; }
    return 0;
}

static int take_next(struct gen *g, long *out)
{
    if (g->a <= 0 || !g->src->next(g->src, out)) return 0;
    g->a--;
    return 1;
}

static int zip_sum_next(struct gen *g, long *out)
{
    long x, y;
    if (!g->src->next(g->src, &x) || !g->src2->next(g->src2, &y)) return 0;
    *out = x + y;
    return 1;
}

static int chain_next(struct gen *g, long *out)
{
    if (g->a == 0) {
        if (g->src->next(g->src, out)) return 1;
        g->a = 1;
    }
    return g->src2->next(g->src2, out);
}

static struct gen range(long from, long to, long step) { struct gen g = {range_next, 0, 0, from, to, step, 0, 0}; return g; }
static struct gen fibs(void) { struct gen g = {fib_next, 0, 0, 0, 1, 0, 0, 0}; return g; }
static struct gen collatz(long n) { struct gen g = {collatz_next, 0, 0, n, 0, 0, 0, 0}; return g; }
static struct gen map(struct gen *s, map_fn f) { struct gen g = {map_next, s, 0, 0, 0, 0, f, 0}; return g; }
static struct gen filter(struct gen *s, keep_fn k) { struct gen g = {filter_next, s, 0, 0, 0, 0, 0, k}; return g; }
static struct gen take(struct gen *s, long n) { struct gen g = {take_next, s, 0, n, 0, 0, 0, 0}; return g; }
static struct gen zip_sum(struct gen *s, struct gen *t) { struct gen g = {zip_sum_next, s, t, 0, 0, 0, 0, 0}; return g; }
static struct gen chain(struct gen *s, struct gen *t) { struct gen g = {chain_next, s, t, 0, 0, 0, 0, 0}; return g; }

static long square(long x) { return x * x; }
static long triple_plus_one(long x) { return 3 * x + 1; }
static int is_even(long x) { return x % 2 == 0; }
static int not_div3(long x) { return x % 3 != 0; }
static int is_palindrome(long x)
{
    long r = 0, t = x;
    while (t > 0) { r = r * 10 + t % 10; t /= 10; }
    return r == x;
}

static long drain(const char *label, struct gen *g)
{
    long v, sum = 0;
    int n = 0;
    printf("%-22s", label);
    while (g->next(g, &v)) {
        printf(" %ld", v);
        sum += v;
        n++;
    }
    printf("  [%d values, sum %ld]\n", n, sum);
    return sum;
}

int main(void)
{
    long total = 0;
    struct gen r1 = range(0, 10, 1), sq = map(&r1, square);
    total += drain("squares 0..9", &sq);

    struct gen f = fibs(), fe = filter(&f, is_even), t1 = take(&fe, 8);
    total += drain("even fibs", &t1);

    struct gen c = collatz(27), big = filter(&c, is_palindrome), t2 = take(&big, 12);
    total += drain("collatz(27) palindromes", &t2);

    struct gen a = range(1, 100, 7), b = range(50, 0, -1), z = zip_sum(&a, &b);
    total += drain("zip 1+7k with 50..", &z);

    struct gen r2 = range(1, 30, 1), nd = filter(&r2, not_div3), tp = map(&nd, triple_plus_one),
               ev = filter(&tp, is_even), t3 = take(&ev, 6);
    total += drain("pipeline", &t3);

    struct gen x = range(5, 8, 1), y = collatz(6), ch = chain(&x, &y);
    total += drain("chain 5..7 + collatz(6)", &ch);

    struct gen empty = range(3, 3, 1), t4 = take(&empty, 5);
    total += drain("empty", &t4);

    printf("grand total %ld\n", total);
    return 0;
}
