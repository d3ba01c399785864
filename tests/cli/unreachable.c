/* `__builtin_unreachable()` where a false assumption reaches it, and `__builtin_trap()`.
 * gnulib's `assume (R)` (its regex's DEBUG_ASSERT) is false in sed 4.9's own test of
 * `dc.sed`: gcc's programs go on past it, and so must tcc-rs's, while `__builtin_trap()`
 * kills the program with SIGILL on both. The oracle is gcc -O0: at -O2 gcc may use the false
 * assumption to compile the loop into anything. */
#include <stdio.h>
#include <string.h>

#define assume(R) ((R) ? (void) 0 : __builtin_unreachable ())

/* Insert `elem` into the sorted `set` of `n`, assuming it is not there yet. */
static int insert(int *set, int n, int elem) {
    int idx;
    if (elem < set[0]) {
        for (idx = n; idx > 0; idx--)
            set[idx] = set[idx - 1];
    } else {
        for (idx = n; set[idx - 1] > elem; idx--)
            set[idx] = set[idx - 1];
        assume (set[idx - 1] < elem);
    }
    set[idx] = elem;
    return n + 1;
}

int main(int argc, char **argv) {
    int set[8] = {1, 3, 5};
    int n = insert(set, 3, 4);
    n = insert(set, n, 3); /* already there: the assumption is false */
    for (int i = 0; i < n; i++)
        printf("%d ", set[i]);
    printf("\n");
    if (argc > 1 && strcmp(argv[1], "trap") == 0) {
        puts("trapping");
        fflush(stdout);
        __builtin_trap();
    }
    return 0;
}
