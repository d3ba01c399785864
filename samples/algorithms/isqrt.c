/* Integer square roots: Newton's method, binary search and the digit-by-digit method agree. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int isqrt_newton(int n) {
    if (n < 2)
        return n;
    int x = n / 2;
    int y = (x + n / x) / 2;
    while (y < x) {
        x = y;
        y = (x + n / x) / 2;
    }
    return x;
}

int isqrt_binary(int n) {
    int lo = 0, hi = 46341;
    while (lo + 1 < hi) {
        int mid = lo + (hi - lo) / 2;
        if (mid * mid <= n)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

int isqrt_digits(int n) {
    int res = 0;
    int bit = 1 << 30;
    while (bit > n)
        bit >>= 2;
    while (bit != 0) {
        if (n >= res + bit) {
            n -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    }
    return res;
}

int main(void) {
    int bad = 0;
    for (int n = 0; n < 100000; n += 13) {
        int a = isqrt_newton(n), b = isqrt_binary(n), c = isqrt_digits(n);
        if (a != b || b != c)
            bad++;
    }
    print_int(bad);
    print_newline();
    print_int(isqrt_newton(2147395600));
    putchar(' ');
    print_int(isqrt_digits(2147483647));
    putchar(' ');
    print_int(isqrt_binary(999999));
    print_newline();
    return isqrt_newton(10000);
}
