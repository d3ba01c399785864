/* Conditional expressions: nested, as lvalue-free values, in arguments, with side effects
 * only in the chosen arm. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int evaluated;

int side(int v) {
    evaluated++;
    return v;
}

int sign(int x) {
    return x > 0 ? 1 : x < 0 ? -1 : 0;
}

int max3(int a, int b, int c) {
    return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

int clamp(int x, int lo, int hi) {
    return x < lo ? lo : x > hi ? hi : x;
}

int main(void) {
    print_int(sign(-5));
    print_int(sign(0));
    print_int(sign(9));
    print_newline();
    print_int(max3(3, 9, 4));
    putchar(' ');
    print_int(max3(10, 2, 7));
    putchar(' ');
    print_int(max3(1, 2, 30));
    print_newline();
    for (int x = -3; x <= 13; x += 4) {
        print_int(clamp(x, 0, 10));
        putchar(' ');
    }
    print_newline();
    int t = 0;
    for (int i = 0; i < 10; i++)
        t += i % 2 ? side(i) : side(-i) * 2;
    print_int(t);
    putchar(' ');
    print_int(evaluated);
    print_newline();
    int k = 1 ? 2 : side(99);
    putchar(0 ? 'n' : 'y');
    print_int(k);
    print_newline();
    return evaluated + (k > 1 ? 100 : 0);
}
