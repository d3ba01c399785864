/* The front end's IR through the whole pipeline: a polynomial by Horner's rule and a dot
   product, each loop's multiplication fused into the addition that follows it; a product
   also kept for a later statement is not fused. */
double horner(const double *c, int n, double x) {
    double r = 0;
    for (int i = n - 1; i >= 0; i--)
        r = r * x + c[i];
    return r;
}

float dot(const float *a, const float *b, int n) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s -= a[i] * b[i];
    return s;
}

double kept(double a, double b, double c) {
    double m = a * b;
    double r = m + c;
    return r * m;
}
