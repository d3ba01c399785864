/* stdarg.h: variable arguments (C11 7.16), bundled with tcc-rs.
 *
 * va_list is the compiler's __builtin_va_list, which has the target's ABI type, so that
 * functions taking a va_list (vprintf, ...) can be declared and called with glibc, and a
 * va_list passes both ways between tcc-rs code and gcc code. The va_ macros name compiler
 * built-ins, as gcc's stdarg.h does. */
#ifndef _TCC_RS_STDARG_H
#define _TCC_RS_STDARG_H

#include <__tcc_rs_va_list.h>

typedef __gnuc_va_list va_list;

#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)

#endif
