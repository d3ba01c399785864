/* `sizeof` of an expression whose type is a variable length array evaluates the
   expression (C11 6.5.3.4p2); of any other type it does not. */
#include <stdio.h>

static int calls;

static int pick(int k)
{
    calls++;
    return k;
}

int main(void)
{
    int n = 3, m = 5, i = 0;
    int a[n][m];
    size_t row = sizeof a[i++];        /* a[i] is int[m]: evaluated, i becomes 1 */
    size_t picked = sizeof a[pick(1)]; /* evaluated: pick is called */
    size_t whole = sizeof a;
    size_t elem = sizeof a[0][i++];    /* int: not evaluated */
    size_t fixed = sizeof(int[4]);
    printf("%zu %zu %zu %zu %zu\n", row, picked, whole, elem, fixed);
    printf("i=%d calls=%d\n", i, calls);
    for (int k = 1; k <= 4; k++) {
        double m2[k][k + 1];
        int j = 0;
        size_t s = sizeof m2[j++];
        printf("k=%d row %zu bytes, j=%d\n", k, s, j);
    }
    return 0;
}
