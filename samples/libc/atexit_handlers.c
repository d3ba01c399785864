/* exit() and atexit(): handlers registered in order run in reverse at exit, after the
 * program has flushed partial lines, and the process status is the value given to exit()
 * from deep inside a recursive search. */
#include <stdio.h>
#include <stdlib.h>

static int visited;

static void report(void) {
    printf("atexit: visited %d nodes\n", visited);
}

static void goodbye(void) {
    puts("atexit: goodbye (registered first, runs last)");
}

static void flush_note(void) {
    printf("atexit: partial line was flushed -> ");
    puts("yes");
}

/* Depth-first search over the implicit binary tree of n -> 2n, 2n+1 looking for a node whose
 * digit sum is the target; exits with the depth at which it was found. */
static int digit_sum(int n) {
    int s = 0;
    for (; n > 0; n /= 10)
        s += n % 10;
    return s;
}

static void search(int node, int depth, int target) {
    if (depth > 12)
        return;
    visited++;
    if (node > 100 && digit_sum(node) == target) {
        printf("found node %d with digit sum %d at depth %d\n", node, target, depth);
        exit(depth);
    }
    search(2 * node, depth + 1, target);
    search(2 * node + 1, depth + 1, target);
}

int main(void) {
    atexit(goodbye);
    atexit(report);
    atexit(flush_note);
    printf("EXIT_SUCCESS=%d EXIT_FAILURE=%d\n", EXIT_SUCCESS, EXIT_FAILURE);
    printf("searching... ");
    search(1, 0, 25);
    puts("nothing found");
    return EXIT_FAILURE;
}
