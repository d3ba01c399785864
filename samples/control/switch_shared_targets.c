/* Switches whose cases share targets and whose values feed phis: two edges from one block to
 * the same successor carry one phi operand each. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int merge(int sel, int a, int b) {
    int r = a;
    switch (sel) {
    case 0:
    case 1:
    case 2:
        break;
    case 3:
        r = b;
    case 4:
        r = r + 1;
        break;
    case 5:
        r = a * b;
        break;
    default:
        r = -r;
    }
    return r;
}

int dense(int x) {
    int v = 0;
    switch (x) {
    case 10: v = 1; break;
    case 11: v = 1; break;
    case 12: v = 2; break;
    case 13: v = 3; break;
    case 14: v = 5; break;
    case 15: v = 8; break;
    case 16: v = 13; break;
    case 17: v = 21; break;
    case 18: v = 34; break;
    case 19: v = 55; break;
    }
    return v;
}

int loop_switch(int n) {
    int acc = 0, mode = 0;
    for (int i = 0; i < n; i++) {
        switch (mode) {
        case 0: acc += i; mode = 1; break;
        case 1: acc -= 1; mode = 2; break;
        case 2: acc *= 2; mode = 0; break;
        }
        acc %= 100000;
    }
    return acc;
}

int main(void) {
    for (int sel = -1; sel <= 6; sel++) {
        print_int(merge(sel, 6, 7));
        putchar(' ');
    }
    print_newline();
    int s = 0;
    for (int x = 5; x < 25; x++)
        s += dense(x);
    print_int(s);
    print_newline();
    print_int(loop_switch(1000));
    print_newline();
    return s;
}
