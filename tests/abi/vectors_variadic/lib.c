#include <stdarg.h>
typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int v8si __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
struct boxed { v4si v; };
int printf(const char *, ...);
/* Each argument is preceded by a letter naming its type. */
void v_show(const char *types, ...) {
  va_list ap;
  va_start(ap, types);
  for (const char *t = types; *t; t++) {
    if (*t == 'i') { v4si v = va_arg(ap, v4si); printf(" i%d,%d,%d,%d", v[0], v[1], v[2], v[3]); }
    else if (*t == 'd') { v2df v = va_arg(ap, v2df); printf(" d%g,%g", v[0], v[1]); }
    else if (*t == 'f') { v2sf v = va_arg(ap, v2sf); printf(" f%g,%g", v[0], v[1]); }
    else if (*t == 'b') { struct boxed b = va_arg(ap, struct boxed); printf(" b%d,%d", b.v[0], b.v[3]); }
    else if (*t == 'I') { v8si v = va_arg(ap, v8si); printf(" I%d,%d", v[0], v[7]); }
    else if (*t == 'S') { v16si v = va_arg(ap, v16si); printf(" S%d,%d", v[0], v[15]); }
    else if (*t == 'n') printf(" n%d", va_arg(ap, int));
    else printf(" x%g", va_arg(ap, double));
  }
  va_end(ap);
  printf("\n");
}
/* The callback way: lib.c passes vectors to main.c's variadic function. */
void v_call_back(void (*f)(int, ...)) {
  v4si a = {5, 6, 7, 8};
  v2df d = {0.25, 0.75};
  f(3, a, d, (v2sf){1.5f, -1.5f});
}
/* Wide vectors the same way, from two stack depths. */
void v_call_back_wide(void (*f)(int, ...), int depth) {
  volatile char pad[48];
  pad[0] = (char)depth;
  v8si w = {1, 2, 3, 4, 5, 6, 7, 8};
  v16si s = {9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10};
  f(pad[0], 5, w + depth, s, w);
  if (depth < 3)
    v_call_back_wide(f, depth + 1);
}
