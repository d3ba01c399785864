/* The limits.h and float.h constants that are the same on every LP64 Linux target, printed
 * and checked against values computed by the program itself. */
#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
    printf("CHAR_BIT   = %d\n", CHAR_BIT);
    printf("SCHAR      = [%d, %d], UCHAR_MAX = %d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("SHRT       = [%d, %d], USHRT_MAX = %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("INT        = [%d, %d], UINT_MAX = %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("LONG       = [%ld, %ld]\n", LONG_MIN, LONG_MAX);
    printf("ULONG_MAX  = %lu\n", ULONG_MAX);
    printf("LLONG      = [%lld, %lld]\n", LLONG_MIN, LLONG_MAX);
    printf("ULLONG_MAX = %llu\n", ULLONG_MAX);
    printf("SIZE_MAX   = %zu\n", SIZE_MAX);

    unsigned computed = 0;
    computed = ~computed;
    printf("~0u == UINT_MAX: %s\n", computed == UINT_MAX ? "yes" : "no");
    int bits = 0;
    for (unsigned long v = ULONG_MAX; v; v >>= 1)
        bits++;
    printf("bits in unsigned long: %d (sizeof %zu * CHAR_BIT)\n", bits, sizeof(long) * CHAR_BIT);

    printf("\nFLT_RADIX = %d\n", FLT_RADIX);
    printf("FLT: DIG %d MANT_DIG %d MIN_EXP %d MAX_EXP %d\n", FLT_DIG, FLT_MANT_DIG, FLT_MIN_EXP,
           FLT_MAX_EXP);
    printf("     MAX %e MIN %e EPSILON %e\n", FLT_MAX, FLT_MIN, FLT_EPSILON);
    printf("DBL: DIG %d MANT_DIG %d MIN_10_EXP %d MAX_10_EXP %d\n", DBL_DIG, DBL_MANT_DIG,
           DBL_MIN_10_EXP, DBL_MAX_10_EXP);
    printf("     MAX %.6e MIN %.6e EPSILON %.6e\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
    printf("DECIMAL_DIG-free check: %.17g\n", 0.1);

    double eps = 1.0;
    while (1.0 + eps / 2.0 != 1.0)
        eps /= 2.0;
    printf("computed epsilon %s DBL_EPSILON\n", eps == DBL_EPSILON ? "==" : "!=");
    float feps = 1.0f;
    while ((float)(1.0f + feps / 2.0f) != 1.0f)
        feps /= 2.0f;
    printf("computed float epsilon %s FLT_EPSILON\n", feps == FLT_EPSILON ? "==" : "!=");
    return 0;
}
