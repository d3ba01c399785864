/* Subtracting pointers to rows of variable length arrays declared apart: `int (*)[n]`
   and `int (*)[m]` are compatible types, and the difference divides by the row's size
   at run time. */
#include <stdio.h>

static long rows_between(int n, int (*from)[n], int (*to)[n]) {
    return to - from;
}

int main(void) {
    int n = 5;
    int grid[7][n];
    int (*first)[n] = &grid[1];
    int (*last)[n] = &grid[6];
    printf("%ld %ld\n", (long)(last - first), (long)(first - last));
    for (int m = 1; m <= 4; m++) {
        double cells[9][m];
        double (*a)[m] = cells, (*b)[m] = cells + 2 * m;
        printf("m=%d: %ld %ld\n", m, (long)(b - a), rows_between(m, (int (*)[m])a, (int (*)[m])b));
    }
    return 0;
}
