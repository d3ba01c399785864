/* Polynomial evaluation by Horner's rule mod a prime at many points, and a search for the
 * polynomial's roots mod p: a tight loop with a loop-carried value and an inner call. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int P = 10007;

/* Coefficients of x^5 - 3x^4 + 7x^2 - x + 42, highest first. */
int coef(int i) {
    switch (i) {
    case 0: return 1;
    case 1: return P - 3;
    case 2: return 0;
    case 3: return 7;
    case 4: return P - 1;
    }
    return 42;
}

int horner(int x) {
    int acc = 0;
    for (int i = 0; i <= 5; i++)
        acc = (acc * x + coef(i)) % P;
    return acc;
}

int naive(int x) {
    int sum = 0;
    for (int i = 0; i <= 5; i++) {
        int term = coef(i);
        for (int k = 0; k < 5 - i; k++)
            term = term * x % P;
        sum = (sum + term) % P;
    }
    return sum;
}

int main(void) {
    int roots = 0, bad = 0, total = 0;
    for (int round = 0; round < 5; round++)
        for (int x = 0; x < P; x++) {
            int v = horner(x);
            if (round == 0) {
                if (v != naive(x))
                    bad++;
                if (v == 0) {
                    print_int(x);
                    putchar(' ');
                    roots++;
                }
            }
            total = (total + v) % P;
        }
    print_newline();
    print_int(roots);
    putchar(' ');
    print_int(bad);
    putchar(' ');
    print_int(total);
    print_newline();
    return roots;
}
