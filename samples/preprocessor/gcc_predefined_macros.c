/* The macros gcc predefines that programs and gcc's own headers use directly: the
 * floating types' characteristics (<float.h> is written with them), the integer constant
 * macros and limits (<stdint.h>'s), the widths, and the system names. Checked so that the
 * output is the same on x86-64 and aarch64, whose long doubles differ. */
#include <stdio.h>

#define SHOW(x) printf("%-28s %s\n", #x, (x) ? "yes" : "no")

int main(void) {
    printf("%a %a %a %a\n", __FLT_MAX__, __FLT_MIN__, __FLT_EPSILON__, __FLT_DENORM_MIN__);
    printf("%a %a %a %a\n", __DBL_MAX__, __DBL_MIN__, __DBL_EPSILON__, __DBL_DENORM_MIN__);
    printf("%d %d %d %d %d\n", __FLT_MANT_DIG__, __FLT_DIG__, __FLT_MIN_EXP__, __FLT_MAX_10_EXP__,
           __FLT_DECIMAL_DIG__);
    printf("%d %d %d %d %d\n", __DBL_MANT_DIG__, __DBL_DIG__, __DBL_MIN_EXP__, __DBL_MAX_10_EXP__,
           __DBL_DECIMAL_DIG__);
    printf("radix %d, max exponent %d\n", __FLT_RADIX__, __LDBL_MAX_EXP__);
    /* long double: whatever its format, the macros describe it. */
    volatile long double one = 1.0L;
    SHOW(one + __LDBL_EPSILON__ > one);
    SHOW(one + __LDBL_EPSILON__ / 2 == one);
    SHOW(__LDBL_MIN__ / 2 > 0 && __LDBL_HAS_DENORM__);
    SHOW(__LDBL_DENORM_MIN__ / 2 == 0);
    SHOW(__LDBL_MAX__ * 2 > __LDBL_MAX__ && __LDBL_HAS_INFINITY__);
    SHOW(__LDBL_MAX__ == __LDBL_NORM_MAX__);
    SHOW(__LDBL_MANT_DIG__ > __DBL_MANT_DIG__ && __LDBL_DIG__ > __DBL_DIG__);
    SHOW(__LDBL_DECIMAL_DIG__ == __DECIMAL_DIG__);
    /* The integer constant macros give their types. */
    SHOW(sizeof(__INT64_C(5)) == 8 && __INT64_C(5) == 5);
    SHOW(sizeof(__UINTMAX_C(1)) == 8 && -__UINTMAX_C(1) > 0);
    SHOW(-__UINT32_C(1) > 0 && sizeof(__UINT32_C(1)) == 4);
    SHOW(sizeof(__INT8_C(1)) == sizeof(int) && sizeof(__INTMAX_C(1)) == 8);
    printf("%lld %llu %lld %llu\n", (long long)__INT_LEAST16_MAX__, (unsigned long long)__UINT_LEAST32_MAX__,
           (long long)__INT_FAST16_MAX__, (unsigned long long)__UINT_FAST8_MAX__);
    printf("%d %d %d %d %d %d %d\n", __SIZE_WIDTH__, __PTRDIFF_WIDTH__, __WCHAR_WIDTH__,
           __WINT_WIDTH__, __SIG_ATOMIC_WIDTH__, __INTMAX_WIDTH__, __INT_FAST32_WIDTH__);
    printf("biggest alignment %d, constructive size %d\n", __BIGGEST_ALIGNMENT__,
           __GCC_CONSTRUCTIVE_SIZE);
    printf("charset %s, wide %s\n", __GNUC_EXECUTION_CHARSET_NAME,
           __GNUC_WIDE_EXECUTION_CHARSET_NAME);
#if defined linux && defined unix && __PIC__ == 2 && __PIE__ == 2 && __pic__ == 2
    puts("linux, unix, position-independent executable");
#endif
#ifndef __STDC_NO_THREADS__
    puts("<threads.h>");
#endif
    return 0;
}
