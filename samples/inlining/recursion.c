/* Recursive functions are not inlined into themselves or into each other (one strongly
   connected component), but their small helpers are inlined into them, and they into
   callers outside the recursion. */
#include <stdio.h>

static int is_odd(unsigned n);

static int step(unsigned n) { return n == 0 ? 0 : 1; }

static int is_even(unsigned n) {
    if (!step(n))
        return 1;
    return is_odd(n - 1);
}

static int is_odd(unsigned n) {
    if (!step(n))
        return 0;
    return is_even(n - 1);
}

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

struct node { int value; struct node *left, *right; };

static int depth(const struct node *t) {
    if (!t)
        return 0;
    int l = depth(t->left), r = depth(t->right);
    return 1 + (l > r ? l : r);
}

static long sum_tree(const struct node *t) {
    return t ? t->value + sum_tree(t->left) + sum_tree(t->right) : 0;
}

int main(void) {
    struct node n[7];
    for (int i = 0; i < 7; i++) {
        n[i].value = i * i;
        n[i].left = 2 * i + 1 < 7 ? &n[2 * i + 1] : 0;
        n[i].right = 2 * i + 2 < 7 ? &n[2 * i + 2] : 0;
    }
    printf("even(10)=%d odd(7)=%d even(7)=%d\n", is_even(10), is_odd(7), is_even(7));
    printf("fib(25)=%ld\n", fib(25));
    printf("depth=%d sum=%ld\n", depth(&n[0]), sum_tree(&n[0]));
    return 0;
}
