/* Irreducible control flow built with goto: a loop with two entry points, so neither header
 * dominates the other. mem2reg's dominance frontiers must still place the right phis. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int two_entry_loop(int start_in_b, int n) {
    int x = 0, steps = 0;
    if (start_in_b)
        goto b;
a:
    x += 3;
    steps++;
    if (steps >= n)
        goto out;
b:
    x *= 2;
    x %= 1000;
    steps++;
    if (steps < n)
        goto a;
out:
    return x * 100 + steps;
}

int tangled(int k) {
    int i = 0, acc = 1;
    if (k % 2)
        goto middle;
top:
    acc = acc * 3 % 997;
middle:
    i++;
    if (i % 5 == 0)
        goto bottom;
    if (i < k)
        goto top;
    return acc;
bottom:
    acc += i;
    if (i < k)
        goto middle;
    return -acc;
}

int main(void) {
    for (int n = 1; n <= 6; n++) {
        print_int(two_entry_loop(0, n));
        putchar(' ');
        print_int(two_entry_loop(1, n));
        putchar('\n');
    }
    int s = 0;
    for (int k = 0; k < 30; k++) {
        print_int(tangled(k));
        putchar(k % 10 == 9 ? '\n' : ' ');
        s += tangled(k);
    }
    return s & 0xFF;
}
