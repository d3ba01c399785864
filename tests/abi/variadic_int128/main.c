/* The calling side of `va_arg(ap, __int128)`: lib.c's variadic functions called with
 * 128-bit values placed every way the ABI allows, main.c's own variadic reader handed to
 * lib.c, and a va_list forwarded to lib.c's reader.
 * abi-skip: clang/x86_64 -- clang 14 splits an __int128 between r9 and the stack when one
 * register is left and reads it back misaligned (its all-clang build prints garbage past
 * the "straddle" call; LLVM's bug, fixed in clang 18); gcc and tcc-rs agree. */
#include <stdarg.h>
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

u128 lib_sum(const char *spec, ...);
u128 lib_vsum(const char *spec, va_list ap);
void lib_calls_main(void);

static void show(const char *who, u128 v) {
  printf("%s %016llx%016llx\n", who, (unsigned long long)(v >> 64), (unsigned long long)v);
}

/* Called by lib.c. */
u128 main_sum(const char *spec, ...) {
  va_list ap;
  va_start(ap, spec);
  u128 acc = 0;
  for (const char *s = spec; *s; s++) {
    if (*s == 'q') {
      i128 v = va_arg(ap, i128);
      show("main_sum", (u128)v);
      acc = acc * 31 + (u128)v;
    } else {
      acc = acc * 31 + (u128)va_arg(ap, long);
    }
  }
  va_end(ap);
  return acc;
}

static u128 forward(const char *spec, ...) {
  va_list ap;
  va_start(ap, spec);
  u128 r = lib_vsum(spec, ap);
  va_end(ap);
  return r;
}

int main(void) {
  i128 a = ((i128)0x1122334455667788LL << 64) | 0x99aabbccddeeff00ULL;
  i128 b = -a;
  show("pair", lib_sum("qq", a, b));
  show("odd start", lib_sum("iqi", 7, a, 8));
  show("straddle", lib_sum("lllllqi", 1L, 2L, 3L, 4L, 5L, a, 6));
  show("stack", lib_sum("qqqqqq", a, b, a + 1, b - 1, (i128)42, (i128)-42));
  show("mixed", lib_sum("dqdqiq", 1.5, a, 2.25, b, 9, (i128)1 << 100));
  show("forwarded", forward("iqlqq", 3, b, 4L, a, (i128)-3));
  lib_calls_main();
  return 0;
}
