/* The overflow builtins in infinite precision, as gcc defines them: operands of mixed
   signedness and width (a negative int with an unsigned long), results of every width
   (gnulib's intprops and stdckdint tests). */
#include <stdio.h>
#include <limits.h>
#define T(op, a, b, ty) do { ty r = 0; int o = __builtin_##op##_overflow(a, b, &r); printf("%s(%s, %s) -> %s: %d %lld\n", #op, #a, #b, #ty, o, (long long)r); } while (0)
int main(void) {
  T(add, -1, 1u, int); T(add, -1, 1ul, int); T(add, -1l, 1u, int); T(add, -100, 1000u, int);
  T(add, INT_MIN, UINT_MAX, int); T(add, 1u, INT_MAX, int); T(add, INT_MAX, 1, long);
  T(add, -1, 1ul, unsigned); T(add, -2, 1ul, unsigned long); T(add, ULONG_MAX, -1, long);
  T(sub, 0u, 1, int); T(sub, 0ul, 1u, long); T(sub, -1, ULONG_MAX, long long); T(sub, LONG_MIN, 1, unsigned long);
  T(mul, -1, 1ul, int); T(mul, -1, ULONG_MAX, long); T(mul, UINT_MAX, UINT_MAX, unsigned long); T(mul, -3, -5u, int);
  T(mul, LONG_MIN, -1, long); T(mul, LONG_MIN, -1, unsigned long);
  T(add, (char)100, (char)100, signed char); T(add, (unsigned char)200, (short)-300, short);
  T(sub, ULONG_MAX, ULONG_MAX, int); T(mul, 65536, 65536, long); T(mul, 65536, 65536, int);
  return 0;
}
