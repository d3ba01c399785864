/* stddef.h: common definitions (C11 7.19), bundled with tcc-rs. */
#ifndef _TCC_RS_STDDEF_H
#define _TCC_RS_STDDEF_H

#ifndef _TCC_RS_SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef _TCC_RS_WCHAR_T
#define _TCC_RS_WCHAR_T
typedef __WCHAR_TYPE__ wchar_t;
#endif

typedef __PTRDIFF_TYPE__ ptrdiff_t;

/* The most strictly aligned scalar types: 16-byte alignment on both targets. */
typedef struct {
    long long __max_align_ll;
    long double __max_align_ld;
} max_align_t;

#ifndef NULL
#define NULL ((void *)0)
#endif

#define offsetof(type, member) ((size_t)&((type *)0)->member)

#endif
