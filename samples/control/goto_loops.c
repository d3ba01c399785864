/* Loops written with goto and labels only: sums, a nested loop, and an early exit. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

int sum_to(int n) {
    int i = 0, s = 0;
loop:
    if (i > n)
        goto done;
    s += i;
    i++;
    goto loop;
done:
    return s;
}

int count_pairs(int n) {
    int i = 0, j, count = 0;
outer:
    j = 0;
inner:
    if ((i + j) % 3 == 0)
        count++;
    j++;
    if (j < n)
        goto inner;
    i++;
    if (i < n)
        goto outer;
    return count;
}

int first_square_above(int limit) {
    int k = 0;
again:
    k++;
    if (k * k > limit)
        goto found;
    goto again;
found:
    return k;
}

int main(void) {
    print_int(sum_to(100));
    print_newline();
    print_int(count_pairs(10));
    print_newline();
    print_int(first_square_above(1000));
    print_newline();
    int n = 5;
    goto skip;
    n = 99;
skip:
    print_int(n);
    putchar('\n');
    return sum_to(10) + n;
}
