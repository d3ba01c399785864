/* Variadic definitions reading `__int128` with va_arg, and a va_list-taking reader, for
 * main.c to call with 128-bit values in register pairs, at an odd register (an even pair
 * on aarch64), past the last free register and on the stack. lib.c also calls main.c's
 * variadic reader, so each direction crosses both ways. */
#include <stdarg.h>
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void show(const char *who, u128 v) {
  printf("%s %016llx%016llx\n", who, (unsigned long long)(v >> 64), (unsigned long long)v);
}

/* `spec`: q i128, i int, l long, d double. Prints each 128-bit value as it is read. */
static u128 read_args(const char *who, const char *spec, va_list *ap) {
  u128 acc = 0;
  for (const char *s = spec; *s; s++) {
    switch (*s) {
    case 'q': {
      i128 v = va_arg(*ap, i128);
      show(who, (u128)v);
      acc = acc * 31 + (u128)v;
      break;
    }
    case 'i': acc = acc * 31 + (u128)va_arg(*ap, int); break;
    case 'l': acc = acc * 31 + (u128)va_arg(*ap, long); break;
    case 'd': acc = acc * 31 + (u128)(long)(va_arg(*ap, double) * 4); break;
    }
  }
  return acc;
}

u128 lib_sum(const char *spec, ...) {
  va_list ap;
  va_start(ap, spec);
  u128 r = read_args("lib_sum", spec, &ap);
  va_end(ap);
  return r;
}

u128 lib_vsum(const char *spec, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  u128 r = read_args("lib_vsum", spec, &copy);
  va_end(copy);
  return r;
}

u128 main_sum(const char *spec, ...);

void lib_calls_main(void) {
  i128 big = ((i128)0x0123456789abcdefLL << 64) | 0x0fedcba987654321ULL;
  show("main_sum returned",
       main_sum("lqlqlqlq", 1L, big, 2L, -big, 3L, big + 5, 4L, (i128)-1));
}
