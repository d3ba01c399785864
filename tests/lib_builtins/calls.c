/* The calls lib-builtins replaces: each of the C prototype's types, a direct call. */
double fabs(double);
float fabsf(float);
double sqrt(double);
float sqrtf(float);
int abs(int);
long labs(long);
long long llabs(long long);
int __isnan(double);
int __isinff(float);
int __finite(double);
double copysign(double, double);
int __fpclassifyf(float);

double magnitude(double x) { return fabs(x); }
float magnitude_f(float x) { return fabsf(x); }
int distance(int a, int b) { return abs(a - b); }
long distance_l(long a, long b) { return labs(a - b) + llabs(b); }
int is_nan(double x) { return __isnan(x); }
int is_inf(float x) { return __isinff(x); }
int is_finite(double x) { return __finite(x); }
double with_sign_of(double x, double y) { return copysign(x, y); }
int class_of(float x) { return __fpclassifyf(x); }

/* sqrt keeps the library call for a negative operand (errno), on an unlikely branch; the
   code after the call moves to the join. */
double hypotenuse(double a, double b) {
    double s = sqrt(a * a + b * b);
    return s + 1.0;
}

/* Two in one block, the second after the first's join. */
float two_roots(float a, float b) { return sqrtf(a) * sqrtf(b); }
