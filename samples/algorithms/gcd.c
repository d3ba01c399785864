/* Euclid's algorithm, iterative and recursive, over a table of pairs. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int gcd_iter(int a, int b) {
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int gcd_rec(int a, int b) {
    if (b == 0)
        return a;
    return gcd_rec(b, a % b);
}

int lcm(int a, int b) {
    return a / gcd_iter(a, b) * b;
}

void show(int a, int b) {
    print_int(a);
    putchar(' ');
    print_int(b);
    putchar(':');
    putchar(' ');
    print_int(gcd_iter(a, b));
    putchar(' ');
    print_int(gcd_rec(a, b));
    putchar(' ');
    print_int(lcm(a, b));
    print_newline();
}

int main(void) {
    int mismatches = 0;
    show(48, 18);
    show(17, 5);
    show(1071, 462);
    show(270, 192);
    show(100000, 75);
    show(1, 1);
    for (int a = 1; a <= 60; a++)
        for (int b = 1; b <= 60; b++)
            if (gcd_iter(a, b) != gcd_rec(b, a))
                mismatches++;
    print_int(mismatches);
    print_newline();
    return gcd_iter(84, 36);
}
