/* Rational numbers as a struct of two long longs kept in lowest terms with a positive
 * denominator: arithmetic by value, comparison, continued fractions, the harmonic numbers,
 * Egyptian fractions, and Gaussian elimination over the rationals (exact). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long num, den;
} Rat;

static long long gcd(long long a, long long b) {
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static Rat rat(long long n, long long d) {
    Rat r;
    if (d < 0) {
        n = -n;
        d = -d;
    }
    long long g = gcd(n, d);
    if (g == 0)
        g = 1;
    r.num = n / g;
    r.den = d / g;
    return r;
}

static Rat r_add(Rat a, Rat b) {
    long long g = gcd(a.den, b.den);
    return rat(a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den);
}
static Rat r_neg(Rat a) { return rat(-a.num, a.den); }
static Rat r_sub(Rat a, Rat b) { return r_add(a, r_neg(b)); }
static Rat r_mul(Rat a, Rat b) {
    long long g1 = gcd(a.num, b.den), g2 = gcd(b.num, a.den);
    if (g1 == 0) g1 = 1;
    if (g2 == 0) g2 = 1;
    return rat((a.num / g1) * (b.num / g2), (a.den / g2) * (b.den / g1));
}
static Rat r_div(Rat a, Rat b) { return r_mul(a, rat(b.den, b.num)); }
static int r_cmp(Rat a, Rat b) {
    long long l = a.num * b.den, r = b.num * a.den;
    return (l > r) - (l < r);
}

static void r_print(Rat a) {
    if (a.den == 1)
        printf("%lld", a.num);
    else
        printf("%lld/%lld", a.num, a.den);
}

static void continued_fraction(Rat a) {
    printf("[");
    long long n = a.num, d = a.den;
    int first = 1;
    while (d != 0) {
        long long q = n / d, r = n % d;
        if (r < 0) {
            q--;
            r += d;
        }
        printf(first == 1 ? "%lld" : (first == 2 ? "; %lld" : ", %lld"), q);
        first = first == 1 ? 2 : 3;
        n = d;
        d = r;
    }
    printf("]");
}

#define DIM 3

int main(void) {
    Rat h = rat(0, 1);
    for (int n = 1; n <= 20; n++) {
        h = r_add(h, rat(1, n));
        if (n % 4 == 0 || n < 4) {
            printf("H(%d) = ", n);
            r_print(h);
            printf("\n");
        }
    }
    Rat vals[] = {rat(355, 113), rat(-7, 3), rat(415, 93), rat(6, -4), rat(0, 5)};
    for (int i = 0; i < 5; i++) {
        r_print(vals[i]);
        printf(" = ");
        continued_fraction(vals[i]);
        printf("\n");
    }
    /* Egyptian fraction by the greedy algorithm. */
    Rat e = rat(7, 15);
    r_print(e);
    printf(" =");
    while (e.num != 0) {
        long long d = (e.den + e.num - 1) / e.num;
        printf(" 1/%lld", d);
        e = r_sub(e, rat(1, d));
    }
    printf("\n");

    /* Solve A x = b exactly. */
    Rat a[DIM][DIM + 1];
    int coef[DIM][DIM + 1] = {{2, 1, -1, 8}, {-3, -1, 2, -11}, {-2, 1, 2, -3}};
    for (int i = 0; i < DIM; i++)
        for (int j = 0; j <= DIM; j++)
            a[i][j] = rat(coef[i][j], 1);
    for (int c = 0; c < DIM; c++) {
        int p = c;
        while (a[p][c].num == 0)
            p++;
        for (int j = 0; j <= DIM; j++) {
            Rat t = a[c][j];
            a[c][j] = a[p][j];
            a[p][j] = t;
        }
        for (int r = 0; r < DIM; r++) {
            if (r == c)
                continue;
            Rat f = r_div(a[r][c], a[c][c]);
            for (int j = c; j <= DIM; j++)
                a[r][j] = r_sub(a[r][j], r_mul(f, a[c][j]));
        }
    }
    for (int i = 0; i < DIM; i++) {
        printf("x%d = ", i);
        r_print(r_div(a[i][DIM], a[i][i]));
        printf("\n");
    }
    /* Sort a few fractions with an insertion sort on r_cmp. */
    Rat s[] = {rat(3, 7), rat(2, 5), rat(5, 12), rat(-1, 9), rat(4, 9), rat(7, 17)};
    int ns = sizeof s / sizeof s[0];
    for (int i = 1; i < ns; i++) {
        Rat key = s[i];
        int j = i - 1;
        while (j >= 0 && r_cmp(s[j], key) > 0) {
            s[j + 1] = s[j];
            j--;
        }
        s[j + 1] = key;
    }
    printf("sorted:");
    for (int i = 0; i < ns; i++) {
        printf(" ");
        r_print(s[i]);
    }
    printf("\n");
    Rat mediant = rat(s[1].num + s[2].num, s[1].den + s[2].den);
    printf("mediant of neighbours: ");
    r_print(mediant);
    printf(", between them: %s\n",
           r_cmp(s[1], mediant) < 0 && r_cmp(mediant, s[2]) < 0 ? "yes" : "no");
    return r_cmp(h, rat(3, 1)) > 0 ? 0 : 1;
}
