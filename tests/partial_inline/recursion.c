// Recursive functions whose calls of themselves get their early exit, and ones that do not.

// Tail recursion elimination, before this pass, makes the second call a jump; the first
// gets the test `n < 2` on its argument, and `return n` as the value.
int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

// The exit returns a computed value; the test is two instructions. The outer call is a
// tail call (a jump after tail recursion elimination); the three inner ones get the exit.
unsigned tak(unsigned x, unsigned y, unsigned z) {
    if (y >= x)
        return z + 1;
    return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
}

// Floating point: the test and the returned value are on doubles.
double halve(double x, int depth) {
    if (x < 1.0)
        return x * 0.5;
    return halve(x / 3.0, depth + 1) + 1.0;
}

// A void function with a call in a loop: the exit returns nothing.
void walk(int *tree, int i, int n) {
    if (i >= n)
        return;
    for (int k = 1; k <= 2; k++)
        walk(tree, 2 * i + k, n);
    tree[i] += 1;
}

// Nothing to copy into: tail recursion elimination makes the call a jump (the test reads
// memory, which a header may do).
int depth(int *next, int i) {
    if (next[i] < 0)
        return 0;
    return 1 + depth(next, next[i]);
}

// Not copied: the test divides (a division may trap).
int digits(int n, int base) {
    if (n / base == 0)
        return 1;
    return 1 + digits(n / base, base);
}
