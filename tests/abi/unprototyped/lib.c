/* Functions main.c declares without a prototype (`long f();`): the caller applies the
 * default argument promotions (char, short and _Bool to int, float to double), so these
 * definitions take the promoted types, and calls through unprototyped function pointers. */
int printf(const char *fmt, ...);

long u_ints(int c, int uc, int s, int us, int b, long l) {
  printf("u_ints: %d %d %d %d %d %ld\n", c, uc, s, us, b, l);
  return c + uc + s + us + b + l;
}

double u_floats(double f, double d, int c, double g) {
  printf("u_floats: %.17g %.17g %d %.17g\n", f, d, c, g);
  return f + d + c + g;
}

/* Ten promoted arguments: the last ones on the stack. */
long u_many(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
  return a + b * 10L + c * 100L + d * 1000L + e * 10000L + f * 100000L + g * 1000000L +
         h * 10000000L + i * 100000000L + j * 1000000000L;
}

/* Calls main.c's function through an unprototyped pointer with narrow and float arguments. */
long u_call(long (*fp)(), signed char c, float f, short s) { return fp(c, f, s) * 2; }
