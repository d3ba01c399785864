/* A pointer to a variable length array may have static storage duration at block scope
   (C11 6.7.6.2p2 forbids only the array itself), as autoconf's HAVE_C_VARARRAYS check
   declares it: its size is evaluated each time the declaration is reached. */
#include <stdio.h>

static int B[4][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
static int A[4];

static int rows_walked(int m) {
    static int (*q)[m];
    if (!q)
        q = (int (*)[m])B;
    else
        q++;
    return q[0][0] * 100 + (int)sizeof *q;
}

static int autoconf_check(int m) {
    static int (*q)[m] = &A;
    return q != 0 && sizeof *q == m * sizeof(int);
}

int main(void) {
    int first = rows_walked(3);
    int second = rows_walked(3);
    int third = rows_walked(3);
    printf("%d %d %d\n", first, second, third);
    printf("%d %d\n", autoconf_check(4), autoconf_check(2));
    return 0;
}
