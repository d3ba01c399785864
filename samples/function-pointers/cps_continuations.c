/* Continuation-passing style in C: every computation takes a continuation - a struct of
 * a function pointer and an environment pointer - passed by value, and "returns" by
 * calling it. Factorial, Fibonacci and a tree sum are written this way, with frames
 * allocated from a pool, and checked against direct recursive versions. */
#include <stdio.h>

struct frame;
struct cont {
    void (*fn)(long value, struct frame *env);
    struct frame *env;
};

struct frame {
    long n, saved;
    const struct tnode *node;
    struct cont k;
};

struct tnode { long value; const struct tnode *left, *right; };

static struct frame pool[4096];
static int used, peak;
static long answer;

static struct frame *frame(long n, struct cont k)
{
    struct frame *f = &pool[used++];
    if (used > peak) peak = used;
    f->n = n;
    f->saved = 0;
    f->node = NULL;
    f->k = k;
    return f;
}

static void resume(struct cont k, long v) { k.fn(v, k.env); }
static void finish(long v, struct frame *env) { (void)env; answer = v; }
static const struct cont DONE = {finish, NULL};

/* fact(n, k) = n <= 1 ? k(1) : fact(n - 1, v -> k(n * v)) */
static void fact_after(long v, struct frame *f) { resume(f->k, f->n * v); }
static void fact(long n, struct cont k)
{
    if (n <= 1) { resume(k, 1); return; }
    struct cont next = {fact_after, frame(n, k)};
    fact(n - 1, next);
}

/* fib(n, k) = n < 2 ? k(n) : fib(n-1, a -> fib(n-2, b -> k(a + b))) */
static void fib(long n, struct cont k);
static void fib_second(long b, struct frame *f) { resume(f->k, f->saved + b); }
static void fib_first(long a, struct frame *f)
{
    f->saved = a;
    struct cont next = {fib_second, f};
    fib(f->n - 2, next);
}
static void fib(long n, struct cont k)
{
    if (n < 2) { resume(k, n); return; }
    struct cont next = {fib_first, frame(n, k)};
    fib(n - 1, next);
}

/* sum(t, k) = t ? sum(t->left, l -> sum(t->right, r -> k(l + r + t->value))) : k(0) */
static void tree_sum(const struct tnode *t, struct cont k);
static void sum_right(long r, struct frame *f) { resume(f->k, f->saved + r + f->node->value); }
static void sum_left(long l, struct frame *f)
{
    f->saved = l;
    struct cont next = {sum_right, f};
    tree_sum(f->node->right, next);
}
static void tree_sum(const struct tnode *t, struct cont k)
{
    if (!t) { resume(k, 0); return; }
    struct frame *f = frame(0, k);
    f->node = t;
    struct cont next = {sum_left, f};
    tree_sum(t->left, next);
}

static long fact_direct(long n) { return n <= 1 ? 1 : n * fact_direct(n - 1); }
static long fib_direct(long n) { return n < 2 ? n : fib_direct(n - 1) + fib_direct(n - 2); }
static long sum_direct(const struct tnode *t) { return t ? t->value + sum_direct(t->left) + sum_direct(t->right) : 0; }

static long run_fact(long n) { used = 0; fact(n, DONE); return answer; }
static long run_fib(long n) { used = 0; fib(n, DONE); return answer; }
static long run_sum(const struct tnode *t) { used = 0; tree_sum(t, DONE); return answer; }

int main(void)
{
    static const struct tnode l1 = {4, NULL, NULL}, l2 = {-7, NULL, NULL}, l3 = {10, NULL, NULL};
    static const struct tnode m1 = {3, &l1, &l2}, m2 = {20, NULL, &l3}, root = {1, &m1, &m2};
    static const struct tnode chain3 = {300, NULL, NULL}, chain2 = {200, &chain3, NULL}, chain1 = {100, &chain2, NULL};
    int mismatches = 0;
    for (long n = 0; n <= 20; n += 4) {
        long a = run_fact(n), b = fact_direct(n);
        int frames = used;
        printf("fact(%2ld) = %ld (%d frames)%s\n", n, a, frames, a == b ? "" : " MISMATCH");
        mismatches += a != b;
    }
    for (long n = 0; n <= 15; n += 5) {
        long a = run_fib(n), b = fib_direct(n);
        int frames = used;
        printf("fib(%2ld) = %ld (%d frames)%s\n", n, a, frames, a == b ? "" : " MISMATCH");
        mismatches += a != b;
    }
    const struct tnode *trees[] = {&root, &chain1, &l2, NULL};
    for (int i = 0; i < 4; i++) {
        long a = run_sum(trees[i]), b = sum_direct(trees[i]);
        int frames = used;
        printf("tree %d sum = %ld (%d frames)%s\n", i, a, frames, a == b ? "" : " MISMATCH");
        mismatches += a != b;
    }
    printf("peak frames %d, mismatches %d\n", peak, mismatches);
    return mismatches;
}
