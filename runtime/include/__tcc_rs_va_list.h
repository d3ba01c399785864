/* __tcc_rs_va_list.h: the target's va_list type, bundled with tcc-rs and shared by stdarg.h
 * and stdio.h (which must declare vprintf and friends without defining the va_ macros).
 * On x86-64 (System V) an array of one __va_list_tag, on aarch64 (AAPCS64) a five-member
 * structure: the types glibc's objects expect. Not for programs to include. */
#ifndef _TCC_RS_VA_LIST
#define _TCC_RS_VA_LIST
#ifdef __aarch64__
typedef struct {
    void *__stack;
    void *__gr_top;
    void *__vr_top;
    int __gr_offs;
    int __vr_offs;
} __tcc_va_list;
#else
typedef struct {
    unsigned int gp_offset;
    unsigned int fp_offset;
    void *overflow_arg_area;
    void *reg_save_area;
} __va_list_tag;
typedef __va_list_tag __tcc_va_list[1];
#endif
#endif
