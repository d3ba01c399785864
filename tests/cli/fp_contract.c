/* Floating-point contraction: each expression gives another last bit fused (one rounding)
   than unfused, so the output tells which products gcc fused and which it left: in loops,
   across statements, under negations, with a product used twice or in another block, two
   products in one sum, a callee inlined into its caller, GNU vectors of 16 and 8 bytes. */
#include <stdio.h>
typedef float v4 __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef float v2 __attribute__((vector_size(8)));
volatile double V[8] = {1.0/3, 3, -1, 0.1, 10, 1.0/7, 7, 2.5};
volatile float W[8] = {1.0f/3, 3, -1, 0.1f, 10, 1.0f/7, 7, 2.5f};
__attribute__((noinline)) double horner(const double *c, int n, double x) {
  double r = 0; for (int i = n - 1; i >= 0; i--) r = r * x + c[i]; return r;
}
__attribute__((noinline)) double dot(const double *a, const double *b, int n) {
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s;
}
__attribute__((noinline)) float dotf(const float *a, const float *b, int n) {
  float s = 0; for (int i = 0; i < n; i++) s -= a[i] * b[i]; return s;
}
static double mul(double a, double b) { return a * b; }
__attribute__((noinline)) double cross(double a, double b, double c, double d) { return a*b - c*d; }
__attribute__((noinline)) double both(double a, double b, double c, double d) { return a*b + c*d; }
__attribute__((noinline)) double negs(double a, double b, double c) { return -(a*b) - c; }
__attribute__((noinline)) double negs2(double a, double b, double c) { double t = -(a*b); return c - t; }
__attribute__((noinline)) double twice(double a, double b, double c) { double m = a*b; return (m + c) * (m - c); }
__attribute__((noinline)) double blocks(double a, double b, double c, int k) { double m = a*b; if (k) return m + c; return m - c; }
__attribute__((noinline)) double inl(double a, double b, double c) { return mul(a, b) + c; }
__attribute__((noinline)) v4 vf(v4 a, v4 b, v4 c, v4 d) { return a*b - c*d; }
__attribute__((noinline)) v4 vg(v4 a, v4 b, v4 c) { return a*b - c; }
__attribute__((noinline)) v2d vd(v2d a, v2d b, v2d c) { return c - a*b; }
__attribute__((noinline)) v2 vs(v2 a, v2 b, v2 c) { return a*b + c; }
__attribute__((noinline)) double sq(double a, double c) { return a*a + c; }
__attribute__((noinline)) double mm(double a, double b) { double m = a*b; return m + m; }
__attribute__((noinline)) float ff(float a, float b, float c) { return (a*b + c) * 3.0f - a * c; }
__attribute__((noinline)) double mixed(float a, float b, double c) { return a*b + c; }
int main(void) {
  double c[8]; float f[8]; for (int i = 0; i < 8; i++) { c[i] = V[i]; f[i] = W[i]; }
  printf("%a\n", horner(c, 8, c[5]));
  printf("%a %a\n", dot(c, c + 1, 7), dot(c + 2, c, 6));
  printf("%a\n", (double)dotf(f, f + 1, 7));
  printf("%a %a\n", cross(c[0], c[1], c[5], c[6]), cross(c[3], c[4], c[5], c[6]));
  printf("%a %a\n", both(c[0], c[1], c[2], c[3]), both(c[5], c[6], c[0], c[1]));
  printf("%a %a\n", negs(c[0], c[1], c[2]), negs2(c[0], c[1], c[2]));
  printf("%a %a %a\n", twice(c[0], c[1], c[2]), blocks(c[0], c[1], c[2], 1), blocks(c[0], c[1], c[2], 0));
  printf("%a %a %a %a\n", inl(c[0], c[1], c[2]), sq(c[3], -0.01), mm(c[0], c[1]), (double)ff(f[0], f[1], f[2]));
  printf("%a\n", mixed(f[0], f[1], c[2]));
  v4 a = {f[0], f[5], f[3], f[7]}, b = {f[1], f[6], f[4], f[2]}, cc = {f[2], f[2], f[2], f[2]};
  v4 r = vf(a, b, a, b), s = vg(a, b, cc);
  for (int i = 0; i < 4; i++) printf("%a %a ", (double)r[i], (double)s[i]);
  v2d x = {c[0], c[5]}, y = {c[1], c[6]}, z = {c[2], c[2]};
  v2d t = vd(x, y, z); printf("\n%a %a\n", t[0], t[1]);
  v2 p = {f[0], f[5]}, q = {f[1], f[6]}, o = {f[2], f[2]};
  v2 u = vs(p, q, o); printf("%a %a\n", (double)u[0], (double)u[1]);
  return 0;
}
