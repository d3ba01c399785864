/* limits.h: sizes of integer types (C11 7.10, 5.2.4.2.1), bundled with tcc-rs. Plain char
 * is signed on x86-64 and unsigned on aarch64. */
#ifndef _TCC_RS_LIMITS_H
#define _TCC_RS_LIMITS_H

#define CHAR_BIT 8
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN 0
#define CHAR_MAX UCHAR_MAX
#else
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#endif
#define MB_LEN_MAX 16
#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-INT_MAX - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LONG_MAX 9223372036854775807L
#define LONG_MIN (-LONG_MAX - 1L)
#define ULONG_MAX 18446744073709551615UL
#define LLONG_MAX 9223372036854775807LL
#define LLONG_MIN (-LLONG_MAX - 1LL)
#define ULLONG_MAX 18446744073709551615ULL

/* POSIX limits that glibc's <limits.h> also provides by default. */
#define PATH_MAX 4096
#define NAME_MAX 255
#define SSIZE_MAX LONG_MAX

#endif
