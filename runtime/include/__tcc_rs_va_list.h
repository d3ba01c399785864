/* __tcc_rs_va_list.h: the target's va_list type, bundled with tcc-rs and shared by stdarg.h
 * and stdio.h (which must declare vprintf and friends without defining the va_ macros).
 * The type is the compiler's __builtin_va_list, with gcc's layout on each target (on x86-64
 * an array of one struct __va_list_tag, on aarch64 the five-member struct __va_list), so a
 * va_list passes both ways between tcc-rs code and gcc-built code. __gnuc_va_list is the
 * name glibc's headers use, defined as gcc's stdarg.h defines it. Not for programs to
 * include. */
#ifndef _TCC_RS_VA_LIST
#define _TCC_RS_VA_LIST
typedef __builtin_va_list __tcc_va_list;
#ifndef __GNUC_VA_LIST
#define __GNUC_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif
#endif
