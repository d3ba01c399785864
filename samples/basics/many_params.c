/* Functions with 12 and 9 parameters: more than fit in argument registers on either target. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int weighted12(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) {
    return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 + k * 11 + l * 12;
}

int pick(int n, int a, int b, int c, int d, int e, int f, int g, int h) {
    switch (n) {
    case 0: return a;
    case 1: return b;
    case 2: return c;
    case 3: return d;
    case 4: return e;
    case 5: return f;
    case 6: return g;
    case 7: return h;
    }
    return -1;
}

int rotate12(int depth, int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) {
    if (depth == 0)
        return weighted12(a, b, c, d, e, f, g, h, i, j, k, l);
    return rotate12(depth - 1, l, a, b, c, d, e, f, g, h, i, j, k);
}

int main(void) {
    print_int(weighted12(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    print_newline();
    for (int n = 0; n < 9; n++) {
        print_int(pick(n, 10, 20, 30, 40, 50, 60, 70, 80));
        putchar(' ');
    }
    print_newline();
    for (int d = 0; d < 12; d++) {
        print_int(rotate12(d, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        putchar(' ');
    }
    print_newline();
    return pick(5, 1, 2, 3, 4, 5, 6, 7, 8);
}
