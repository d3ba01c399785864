/* stdarg.h: variable arguments (C11 7.16), one of the compiler's own headers.
 *
 * va_list is __builtin_va_list, the target's ABI type (as gcc's), so that
 * functions taking a va_list (vprintf, ...) can be declared and called with glibc. The C
 * library's headers include this file with __need___va_list defined to get only
 * __gnuc_va_list, the protocol of gcc's stdarg.h. The va_ macros name compiler built-ins. */
#ifndef __GNUC_VA_LIST
#define __GNUC_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifdef __need___va_list
#undef __need___va_list
#else
#ifndef _TCC_RS_STDARG_H
#define _TCC_RS_STDARG_H
#define _STDARG_H
#define _ANSI_STDARG_H_

#if !defined(_VA_LIST_DEFINED) && !defined(_VA_LIST) && !defined(__va_list__)
#define _VA_LIST_DEFINED
#define _VA_LIST
typedef __gnuc_va_list va_list;
#endif

#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)

#endif
#endif
