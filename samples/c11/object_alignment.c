/* Every kind of object is aligned as gcc aligns it: string literals of each width after
 * odd-length ones, compound literals at file and block scope, objects with _Alignas in
 * .data, .bss, .rodata, thread-local storage and on the stack, and structures holding a
 * long double. Prints each address modulo its alignment (all 0). */
#include <stdio.h>
#include <stddef.h>
#include <uchar.h>
#include <wchar.h>
#define A(p, n) printf("%-6s mod %3d: %d\n", #p, n, (int)((unsigned long)(p) % (n)))
const char *n1 = "a";
const wchar_t *w1 = L"group";
const char *n2 = "abc";
const char16_t *u1 = u"xy";
const char *n3 = "q";
const char32_t *U1 = U"xyz";
const char *n4 = "qq";
const char *u8s = u8"z";
int *cl = (int[]){1, 2, 3};
char c0 = 1;
long long *cll = (long long[]){1, 2};
char c1 = 1;
long double *cld = (long double[]){1.0L};
static _Thread_local char t0;
static _Thread_local long double t1;
static _Thread_local char t2;
static _Thread_local _Alignas(64) char t3;
char b0; _Alignas(32) char b1; char d0 = 1; _Alignas(64) char d1 = 2;
const char r0 = 1; _Alignas(128) const char r1 = 2;
struct S { char c; long double x; } sc = {1, 2};
int main(void) {
  char a0; _Alignas(32) char a1; long double a2; char a3; _Alignas(64) int a4[3];
  const wchar_t *lw = L"x"; const char32_t *lU = U"yz"; const char16_t *lu = u"w";
  double *lcl = (double[]){1.0, 2.0}; long double *lcld = (long double[]){3.0L};
  struct S *cs = &(struct S){1, 2};
  A(w1, 4); A(u1, 2); A(U1, 4); A(cl, 4); A(cll, 8); A(cld, 16);
  A(&t1, 16); A(&t3, 64); A(&b1, 32); A(&d1, 64); A(&r1, 128); A(&sc, 16);
  A(&a1, 32); A(&a2, 16); A(a4, 64); A(lw, 4); A(lU, 4); A(lu, 2); A(lcl, 8); A(lcld, 16); A(cs, 16);
  return 0;
}
