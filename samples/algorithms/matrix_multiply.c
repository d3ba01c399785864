/* Two-dimensional arrays: global and local matrices, brace initialisers with nested
   braces and brace elision, row pointers, and the product of two matrices. */
int printf(const char *fmt, ...);

int a[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
int b[3][3] = {2, 0, 0, 0, 2, 0, 0, 0, 2};
int c[3][3];

void multiply(int x[3][3], int y[3][3], int out[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            int s = 0;
            for (int k = 0; k < 3; k++)
                s += x[i][k] * y[k][j];
            out[i][j] = s;
        }
}

void print(const char *name, int m[3][3]) {
    printf("%s:\n", name);
    for (int i = 0; i < 3; i++) {
        int *row = m[i];
        printf("  %3d %3d %3d\n", row[0], row[1], row[2]);
    }
}

int trace(int m[3][3]) {
    int t = 0;
    for (int i = 0; i < 3; i++)
        t += m[i][i];
    return t;
}

int main(void) {
    multiply(a, b, c);
    print("a*b", c);
    int sq[3][3];
    multiply(a, a, sq);
    print("a*a", sq);
    int identity[3][3] = {{1}, {0, 1}, {0, 0, 1}};
    multiply(sq, identity, c);
    print("a*a*I", c);
    printf("trace=%d size=%d row=%d\n", trace(sq), (int)sizeof sq, (int)sizeof sq[0]);
    return trace(a);
}
