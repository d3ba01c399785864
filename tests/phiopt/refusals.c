// Branches that stay: an arm with a store, a call, a division or a second computation;
// a phi whose operands differ by more than one; a floating phi; a hinted branch.

int with_store(int *p, int x, int c) {
    if (x) {
        c++;
        *p = 1;
    }
    return c;
}

int g(void);

int with_call(int x, int c) {
    if (x) {
        c++;
        g();
    }
    return c;
}

int with_division(int x, int y, int c) {
    if (x)
        c = c / y;
    return c;
}

// Two phis, one an increment, the other a product: both stay.
int one_unhandled(int x, int c, int d, int *out) {
    if (x) {
        c++;
        d *= 3;
    }
    *out = d;
    return c;
}

int by_two(int x, int c) {
    if (x)
        c += 2;
    return c;
}

double floating(int x, double c) {
    if (x)
        c = c + 1;
    return c;
}

int hinted(int x, int c) {
    if (__builtin_expect(x, 0))
        c++;
    return c;
}

// The increment of an increment in the arm.
int twice(int x, int c) {
    if (x) {
        c++;
        c++;
    }
    return c;
}
