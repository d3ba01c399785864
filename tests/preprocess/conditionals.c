/* #if arithmetic, defined, nesting, #elif chains and skipped groups. */
#define ONE 1
#define TWO 2
#define EMPTY
#define FN(x) (x + 1)
#if ONE + TWO == 3 && defined ONE && defined(TWO) && !defined THREE
ok1
#endif
#if -1 < 0u
bad1
#else
ok2
#endif
#if 0
#error not reached
#if garbage ( ( (
#endif
don't care about 'apostrophes here
#elif FN(TWO) == 3
ok3
#elif 1
bad2
#else
bad3
#endif
#ifdef EMPTY
ok4
#endif
#ifndef EMPTY
bad4
#elif 1 / 1
ok5
#endif
#if 'A' == 65 && '\n' == 10 && '\377' < 0
ok6
#endif
#if (2 || 1 / 0) && (0 && 1 / 0) == 0 && (1 ? 2 : 1 / 0) == 2
ok7
#endif
#if 0x7fffffffffffffff + 0 > 0 && 18446744073709551615u == -1 && (1 << 63) < 0
ok8
#endif
#if UNDEFINED_NAME == 0 && (3 % 2, 4) == 4
ok9
#endif
#if __STDC__ && __STDC_HOSTED__ && __LP64__ && __SIZEOF_POINTER__ == 8 && __CHAR_BIT__ == 8
ok10
#endif
#if 1
# if 0
bad5
# elif 0
bad6
# else
ok11
#  if 1
ok12
#  endif
# endif
#endif
#define D defined(ONE)
#if D
ok13
#endif
#
# /* null directive */
ok14
