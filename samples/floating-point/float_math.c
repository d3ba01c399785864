/* float and double: literals, arithmetic, comparisons (NaN compares unequal), conversions
   to and from integer types, and libm functions called through their prototypes. */
int printf(const char *fmt, ...);
double sqrt(double x);
double sin(double x);
double cos(double x);
double floor(double x);
double fabs(double x);
double pow(double x, double y);

double newton_sqrt(double x) {
    double g = x / 2;
    for (int i = 0; i < 20; i++)
        g = (g + x / g) / 2;
    return g;
}

double average(const double *v, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s / n;
}

int main(void) {
    double pi = 3.14159265358979;
    printf("%.6f %.6f %.6f\n", sin(pi / 6), cos(pi / 3), sqrt(2.0));
    printf("newton %.9f libm %.9f\n", newton_sqrt(10), sqrt(10));
    printf("pow %.1f floor %.1f fabs %.2f\n", pow(2, 0.5) * pow(2, 0.5), floor(-2.5), fabs(-1.25));

    float f = 1.0f / 3;
    double d = f;
    printf("float %.9f double %.17f\n", f, d);

    double v[] = {1.5, 2.5, 3.0, 4.0};
    printf("average %.3f\n", average(v, 4));

    /* Conversions truncate toward zero and cover the unsigned types. */
    double big = 3000000000.75;
    unsigned int u = big;
    int i = -7.9;
    long l = 1e15;
    printf("%u %d %ld %d\n", u, i, l, (int)(float)16777217);
    unsigned long ul = 12345678901234567890UL;
    printf("%.1f %.1f\n", (double)ul, (double)-5L);

    double zero = 0.0;
    double nan = zero / zero;
    printf("nan==nan %d nan!=nan %d nan<1 %d 1<2.5 %d\n", nan == nan, nan != nan, nan < 1, 1 < 2.5);
    double negated = -d;
    double incremented = ++d;
    printf("neg %.2f inc %.2f\n", negated, incremented);
    float acc = 0;
    for (int k = 1; k <= 10; k++)
        acc += 1.0f / k;
    printf("harmonic %.5f\n", acc);
    return (int)(average(v, 4) * 10);
}
