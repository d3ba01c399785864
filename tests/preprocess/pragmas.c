/* Pragmas are kept in -E output. */
#pragma GCC diagnostic push
int a;
#define P(x) _Pragma(#x)
P(pack(1)) int b;
#pragma omp parallel for
int c;
