/* Variadic functions built by the peer compiler (gcc or clang) with <stdarg.h>: each reads
 * its arguments as `spec` says and prints them, so an argument in the wrong register, stack
 * slot or width is named.
 * x86-64 callers must also set %al to (an upper bound on) the number of vector registers
 * used, or the prologue skips saving the floating arguments. */
#include <stdarg.h>
#include <stdio.h>

/* spec: i int, u unsigned, c char/short promoted to int, l long, L long long,
 * U unsigned long long, d double (floats arrive promoted to double), s string, p pointer
 * (printed as null or not). Returns a checksum of all integer and floating values. */
double vshow(const char *spec, ...) {
  va_list ap;
  double sum = 0;
  va_start(ap, spec);
  printf("vshow(%s):", spec);
  for (; *spec; spec++) {
    switch (*spec) {
    case 'i': { int v = va_arg(ap, int); printf(" %d", v); sum += v; break; }
    case 'u': { unsigned v = va_arg(ap, unsigned); printf(" %u", v); sum += v; break; }
    case 'c': { int v = va_arg(ap, int); printf(" c%d", v); sum += v; break; }
    case 'l': { long v = va_arg(ap, long); printf(" %ld", v); sum += v; break; }
    case 'L': { long long v = va_arg(ap, long long); printf(" %lld", v); sum += v; break; }
    case 'U': {
      unsigned long long v = va_arg(ap, unsigned long long);
      printf(" %llu", v);
      sum += v;
      break;
    }
    case 'd': { double v = va_arg(ap, double); printf(" %.17g", v); sum += v; break; }
    case 's': printf(" '%s'", va_arg(ap, const char *)); break;
    case 'p': printf(" %s", va_arg(ap, void *) ? "ptr" : "null"); break;
    default: printf(" ?%c", *spec);
    }
  }
  va_end(ap);
  printf("\n");
  return sum;
}

/* n doubles, then n ints: the average of each, as the caller reads them back. */
double vavg(int n, ...) {
  va_list ap;
  double d = 0;
  long i = 0;
  int k;
  va_start(ap, n);
  for (k = 0; k < n; k++)
    d += va_arg(ap, double);
  for (k = 0; k < n; k++)
    i += va_arg(ap, int);
  va_end(ap);
  return d / n + (double)i / n;
}

/* vsnprintf into the caller's buffer: the va_list path through libc. */
int format(char *buf, unsigned long size, const char *fmt, ...) {
  va_list ap;
  int n;
  va_start(ap, fmt);
  n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

/* A variadic function with a narrow result, used wide by the caller. */
signed char vlast_schar(int n, ...) {
  va_list ap;
  int v = 0;
  va_start(ap, n);
  while (n-- > 0)
    v += va_arg(ap, int);
  va_end(ap);
  return (signed char)v;
}

/* Narrow fixed parameters before the variable part. */
double vnarrow(signed char first, unsigned short second, ...) {
  va_list ap;
  int third;
  double fourth;
  va_start(ap, second);
  third = va_arg(ap, int);
  fourth = va_arg(ap, double);
  va_end(ap);
  printf("vnarrow: %d %u %d %.17g\n", first, second, third, fourth);
  return first + second + third + fourth;
}

/* Every argument register taken by fixed parameters: the variable part starts on the stack,
 * so va_arg reads integers and doubles alike from the overflow area. */
double vtail(long a, long b, long c, long d, long e, long f, long g, long h, double d0,
             double d1, double d2, double d3, double d4, double d5, double d6, double d7,
             int n, ...) {
  va_list ap;
  double sum = a + b + c + d + e + f + g + h + d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7;
  int k;
  va_start(ap, n);
  printf("vtail:");
  for (k = 0; k < n; k++) {
    double x = va_arg(ap, double);
    int i = va_arg(ap, int);
    printf(" %.17g/%d", x, i);
    sum += x * i;
  }
  va_end(ap);
  printf("\n");
  return sum;
}
