/* stddef.h: common definitions (C11 7.19), one of the compiler's own headers.
 *
 * The C library's headers include it for one type at a time, asking with __need_size_t,
 * __need_wchar_t, __need_ptrdiff_t, __need_wint_t or __need_NULL (the protocol of gcc's
 * and clang's stddef.h); included without one, it defines everything. Each part has its own
 * guard, with the names glibc tests (_SIZE_T, _WCHAR_T, _WINT_T...). */
#if !defined(__need_size_t) && !defined(__need_wchar_t) && !defined(__need_ptrdiff_t) \
    && !defined(__need_wint_t) && !defined(__need_NULL)
#define _TCC_RS_STDDEF_ALL
#define _STDDEF_H
#define _STDDEF_H_
#define _ANSI_STDDEF_H
#endif

#if defined(_TCC_RS_STDDEF_ALL) || defined(__need_size_t)
#if !defined(_SIZE_T) && !defined(_TCC_RS_SIZE_T)
#define _SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif
#undef __need_size_t
#endif

#if defined(_TCC_RS_STDDEF_ALL) || defined(__need_wchar_t)
#if !defined(_WCHAR_T) && !defined(_TCC_RS_WCHAR_T)
#define _WCHAR_T
#define _TCC_RS_WCHAR_T
typedef __WCHAR_TYPE__ wchar_t;
#endif
#undef __need_wchar_t
#endif

#if defined(_TCC_RS_STDDEF_ALL) || defined(__need_ptrdiff_t)
#if !defined(_PTRDIFF_T) && !defined(_TCC_RS_PTRDIFF_T)
#define _PTRDIFF_T
#define _TCC_RS_PTRDIFF_T
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#endif
#undef __need_ptrdiff_t
#endif

/* wint_t only when asked for, as in gcc (it belongs to <wchar.h>). */
#if defined(__need_wint_t)
#if !defined(_WINT_T) && !defined(_TCC_RS_WINT_T)
#define _WINT_T
#define _TCC_RS_WINT_T
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t
#endif

#if defined(_TCC_RS_STDDEF_ALL) || defined(__need_NULL)
#undef NULL
#define NULL ((void *)0)
#undef __need_NULL
#endif

#if defined(_TCC_RS_STDDEF_ALL)
#undef _TCC_RS_STDDEF_ALL
#ifndef _TCC_RS_STDDEF_REST
#define _TCC_RS_STDDEF_REST
/* The most strictly aligned scalar types: 16-byte alignment on both targets. */
typedef struct {
    long long __max_align_ll;
    long double __max_align_ld;
} max_align_t;

#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
#endif
