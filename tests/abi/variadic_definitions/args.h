/* What both sides of the variadic_definitions case share: the structures and unions passed
 * through `...`, and a reader that takes arguments off a `va_list` as a spec says and prints
 * them, so an argument read from the wrong register, stack slot or save-area offset is
 * named. Each side compiles its own copy (the reader is static). */
#include <stdarg.h>
#include <stdio.h>

struct small { int a; short b; signed char c; };  /* 8 bytes: one integer register */
struct mixed { int i; float f; double d; };       /* x86-64: INTEGER + SSE; aarch64: x regs */
struct dd { double x, y; };                        /* two SSE / an HFA of two doubles */
struct fff { float a, b, c; };                     /* SSE + SSE / an HFA of three floats */
struct ff4 { float a, b, c, d; };                  /* SSE + SSE / an HFA of four floats */
struct big { long v[3]; char tag; };               /* memory / by reference on aarch64 */
struct tiny { char c; };                           /* one byte */
struct pair { long a, b; };                        /* two integer registers */
union num { int i; float f; double d; };           /* 8 bytes, INTEGER */

/* spec: i int, u unsigned, l long, L long long, d double (floats arrive as doubles),
 * p pointer (printed as null or not), s string, S small, M mixed, D dd, F fff, Q ff4,
 * B big, T tiny, P pair, N num (its int member printed). Returns a checksum of every value read. */
static double read_args(const char *who, const char *spec, va_list *ap) {
  double sum = 0;
  printf("%s(%s):", who, spec);
  for (; *spec; spec++) {
    switch (*spec) {
    case 'i': { int v = va_arg(*ap, int); printf(" %d", v); sum += v; break; }
    case 'u': { unsigned v = va_arg(*ap, unsigned); printf(" %u", v); sum += v; break; }
    case 'l': { long v = va_arg(*ap, long); printf(" %ld", v); sum += v; break; }
    case 'L': { long long v = va_arg(*ap, long long); printf(" %lld", v); sum += v; break; }
    case 'd': { double v = va_arg(*ap, double); printf(" %.17g", v); sum += v; break; }
    case 'p': printf(" %s", va_arg(*ap, void *) ? "ptr" : "null"); break;
    case 's': printf(" '%s'", va_arg(*ap, const char *)); break;
    case 'S': {
      struct small v = va_arg(*ap, struct small);
      printf(" S{%d %d %d}", v.a, v.b, v.c);
      sum += v.a + v.b + v.c;
      break;
    }
    case 'M': {
      struct mixed v = va_arg(*ap, struct mixed);
      printf(" M{%d %.9g %.17g}", v.i, v.f, v.d);
      sum += v.i + v.f + v.d;
      break;
    }
    case 'D': {
      struct dd v = va_arg(*ap, struct dd);
      printf(" D{%.17g %.17g}", v.x, v.y);
      sum += v.x + v.y;
      break;
    }
    case 'F': {
      struct fff v = va_arg(*ap, struct fff);
      printf(" F{%.9g %.9g %.9g}", v.a, v.b, v.c);
      sum += v.a + v.b + v.c;
      break;
    }
    case 'Q': {
      struct ff4 v = va_arg(*ap, struct ff4);
      printf(" Q{%.9g %.9g %.9g %.9g}", v.a, v.b, v.c, v.d);
      sum += v.a + v.b + v.c + v.d;
      break;
    }
    case 'B': {
      struct big v = va_arg(*ap, struct big);
      printf(" B{%ld %ld %ld %c}", v.v[0], v.v[1], v.v[2], v.tag);
      sum += v.v[0] + v.v[1] + v.v[2] + v.tag;
      break;
    }
    case 'T': {
      struct tiny v = va_arg(*ap, struct tiny);
      printf(" T{%c}", v.c);
      sum += v.c;
      break;
    }
    case 'P': {
      struct pair v = va_arg(*ap, struct pair);
      printf(" P{%ld %ld}", v.a, v.b);
      sum += v.a + v.b;
      break;
    }
    case 'N': {
      union num v = va_arg(*ap, union num);
      printf(" N{%d}", v.i);
      sum += v.i;
      break;
    }
    default: printf(" ?%c", *spec);
    }
  }
  printf("\n");
  return sum;
}
