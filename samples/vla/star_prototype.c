/* Prototypes with `[*]`, variable length arrays of unspecified size (C99 6.7.6.2p4),
   as headers of numerical libraries write them: the definitions give the real bounds. */
#include <stdio.h>

void fill(int rows, int cols, double m[*][*]);
double trace(int n, double (*m)[*]);
int total(int n, const int v[*]);
void apply(int n, int v[*], int (*op)(int, int [*]));

void fill(int rows, int cols, double m[rows][cols])
{
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = i * 10 + j;
}

double trace(int n, double (*m)[n])
{
    double t = 0;
    for (int i = 0; i < n; i++)
        t += m[i][i];
    return t;
}

int total(int n, const int v[n])
{
    int t = 0;
    while (n--)
        t += v[n];
    return t;
}

static int scaled(int n, int v[n])
{
    return 3 * total(n, v);
}

void apply(int n, int v[n], int (*op)(int, int [*]))
{
    printf("apply: %d\n", op(n, v));
}

int main(void)
{
    void show(int, int, double [*][*]);
    double m[4][5];
    fill(4, 5, m);
    double sq[3][3];
    fill(3, 3, sq);
    printf("trace: %g\n", trace(3, sq));
    show(4, 5, m);
    int v[] = {1, 2, 3, 4, 5};
    printf("total: %d\n", total(5, v));
    apply(5, v, scaled);
    printf("sizeof a pointer to such a function: %zu\n", sizeof(int (*)(int, int [*][*])));
    return 0;
}

void show(int rows, int cols, double m[rows][cols])
{
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            printf(" %4g", m[i][j]);
        printf("\n");
    }
}
