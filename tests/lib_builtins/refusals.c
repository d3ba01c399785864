/* Calls lib-builtins leaves: another prototype, an indirect call, a long double form, and a
   function the unit defines (gcc calls a program's own sqrt too). */
int fabsf(int);
long double fabsl(long double);

int other_types(int x) { return fabsf(x); }
long double long_double(long double x) { return fabsl(x); }
double indirect(double (*f)(double), double x) { return f(x); }

double sqrt(double x) { return x * 0.5; }
double own(double x) { return sqrt(x); }
