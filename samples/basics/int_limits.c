/* Arithmetic near the limits of int without overflowing: INT_MAX and INT_MIN, division and
 * remainder of INT_MIN by values other than -1, negation checks, and saturating addition. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int INT_MAX = 2147483647;
int INT_MIN = -2147483647 - 1;

int sat_add(int a, int b) {
    if (b > 0 && a > INT_MAX - b)
        return INT_MAX;
    if (b < 0 && a < INT_MIN - b)
        return INT_MIN;
    return a + b;
}

int safe_abs(int x) {
    if (x == INT_MIN)
        return INT_MAX;
    return x < 0 ? -x : x;
}

void show(int v) {
    print_int(v);
    putchar('\n');
}

int main(void) {
    show(INT_MAX);
    show(INT_MIN);
    show(INT_MIN / 2);
    show(INT_MIN % 7);
    show(INT_MIN / -2);
    show(INT_MAX / -1);
    show(INT_MAX % 1000);
    show(sat_add(INT_MAX, 1));
    show(sat_add(INT_MIN, -5));
    show(sat_add(INT_MAX - 10, 5));
    show(safe_abs(INT_MIN));
    show(safe_abs(-12345));
    show(INT_MAX >> 30);
    show(INT_MIN >> 31);
    show(~INT_MAX);
    show(INT_MIN & INT_MAX);
    show(INT_MIN | INT_MAX);
    show(INT_MIN + INT_MAX);
    show(INT_MAX - INT_MAX % 10);
    return INT_MAX % 256;
}
