/* Statement-expression macros: MAX/MIN that evaluate each argument once, a SWAP, and a
   block that computes a value with its own locals. */
#include <stdio.h>

#define MAX_T(T, a, b) ({ T _a = (a); T _b = (b); _a > _b ? _a : _b; })
#define MIN_T(T, a, b) ({ T _a = (a); T _b = (b); _a < _b ? _a : _b; })
#define CLAMP(T, x, lo, hi) MIN_T(T, MAX_T(T, x, lo), hi)
#define SWAP(T, x, y) do { T _t = (x); (x) = (y); (y) = _t; } while (0)

static int evaluations;
static int counted(int v) { evaluations++; return v; }

static double mean(const double *xs, int n) {
    return ({
        double sum = 0;
        for (int i = 0; i < n; i++)
            sum += xs[i];
        n ? sum / n : 0.0;
    });
}

int main(void) {
    int a = 3, b = 9;
    printf("max %d min %d\n", MAX_T(int, a, b), MIN_T(int, a, b));
    int m = MAX_T(int, counted(4), counted(2));
    printf("max of calls %d after %d evaluations\n", m, evaluations);
    for (int x = -5; x <= 15; x += 5)
        printf("clamp(%d) = %d\n", x, CLAMP(int, x, 0, 10));
    SWAP(int, a, b);
    printf("swapped %d %d\n", a, b);
    double xs[] = {1.5, 2.5, 4.0, 8.0};
    printf("mean %.3f\n", mean(xs, 4));
    /* A statement expression whose last statement is not an expression is void. */
    ({ int t = a; a = b; b = t; });
    printf("back %d %d\n", a, b);
    /* Nested: the inner block's value feeds the outer one. */
    int total = ({ int s = 0; for (int i = 1; i <= 10; i++) s += ({ int sq = i * i; sq % 7; }); s; });
    printf("total %d\n", total);
    long big = MAX_T(long, 1L << 40, 12345L);
    printf("big %ld\n", big);
    return MAX_T(int, 0, MIN_T(int, 3, 1));
}
