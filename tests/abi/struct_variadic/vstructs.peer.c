/* A variadic function built by the peer compiler that reads structures with va_arg, as
 * `spec` says, and prints every member: a structure passed in the wrong registers or stack
 * slots through `...` is named. */
#include <stdarg.h>
#include <stdio.h>

struct pair { long a, b; };
struct big { long v[3]; };
struct dd { double x, y; };
struct fff { float a, b, c; };
struct ld { long a; double d; };

/* spec: p pair, b big, d dd, f fff, m ld, i int, g double. Returns a checksum. */
double vstructs(const char *spec, ...) {
  va_list ap;
  double sum = 0;
  va_start(ap, spec);
  printf("vstructs(%s):", spec);
  for (; *spec; spec++) {
    switch (*spec) {
    case 'p': {
      struct pair p = va_arg(ap, struct pair);
      printf(" {%ld %ld}", p.a, p.b);
      sum += p.a + p.b;
      break;
    }
    case 'b': {
      struct big b = va_arg(ap, struct big);
      printf(" {%ld %ld %ld}", b.v[0], b.v[1], b.v[2]);
      sum += b.v[0] + b.v[1] + b.v[2];
      break;
    }
    case 'd': {
      struct dd d = va_arg(ap, struct dd);
      printf(" {%.17g %.17g}", d.x, d.y);
      sum += d.x + d.y;
      break;
    }
    case 'f': {
      struct fff f = va_arg(ap, struct fff);
      printf(" {%.9g %.9g %.9g}", f.a, f.b, f.c);
      sum += f.a + f.b + f.c;
      break;
    }
    case 'm': {
      struct ld m = va_arg(ap, struct ld);
      printf(" {%ld %.17g}", m.a, m.d);
      sum += m.a + m.d;
      break;
    }
    case 'i': {
      int i = va_arg(ap, int);
      printf(" %d", i);
      sum += i;
      break;
    }
    case 'g': {
      double g = va_arg(ap, double);
      printf(" %.17g", g);
      sum += g;
      break;
    }
    }
  }
  va_end(ap);
  printf("\n");
  return sum;
}
