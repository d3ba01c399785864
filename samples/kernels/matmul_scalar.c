/* A numeric kernel without arrays: a 4x4 matrix held in 16 locals is squared repeatedly
 * mod a prime (a linear recurrence), the classic register-pressure test. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int main(void) {
    int p = 10007;
    int a = 1, b = 2, c = 3, d = 4;
    int e = 5, f = 6, g = 7, h = 8;
    int i = 9, j = 10, k = 11, l = 12;
    int m = 13, n = 14, o = 15, q = 16;
    for (int step = 0; step < 20000; step++) {
        int na = (a * a + b * e + c * i + d * m) % p;
        int nb = (a * b + b * f + c * j + d * n) % p;
        int nc = (a * c + b * g + c * k + d * o) % p;
        int nd = (a * d + b * h + c * l + d * q) % p;
        int ne = (e * a + f * e + g * i + h * m) % p;
        int nf = (e * b + f * f + g * j + h * n) % p;
        int ng = (e * c + f * g + g * k + h * o) % p;
        int nh = (e * d + f * h + g * l + h * q) % p;
        int ni = (i * a + j * e + k * i + l * m) % p;
        int nj = (i * b + j * f + k * j + l * n) % p;
        int nk = (i * c + j * g + k * k + l * o) % p;
        int nl = (i * d + j * h + k * l + l * q) % p;
        int nm = (m * a + n * e + o * i + q * m) % p;
        int nn = (m * b + n * f + o * j + q * n) % p;
        int no = (m * c + n * g + o * k + q * o) % p;
        int nq = (m * d + n * h + o * l + q * q) % p;
        a = na; b = nb; c = nc; d = nd;
        e = ne; f = nf; g = ng; h = nh;
        i = ni; j = nj; k = nk; l = nl;
        m = nm; n = nn; o = no; q = nq;
    }
    print_int(a); putchar(' '); print_int(b); putchar(' '); print_int(c); putchar(' '); print_int(d);
    print_newline();
    print_int(m); putchar(' '); print_int(n); putchar(' '); print_int(o); putchar(' '); print_int(q);
    print_newline();
    return (a + q) % 256;
}
