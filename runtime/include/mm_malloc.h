/* <mm_malloc.h>: _mm_malloc and _mm_free, memory aligned for vectors, as gcc's header
   offers them (and xmmintrin.h includes it): posix_memalign underneath. x86-64 only. */
#ifndef __TCC_RS_MM_MALLOC_H
#define __TCC_RS_MM_MALLOC_H

#include <stdlib.h>

/* Declared here too: glibc's <stdlib.h> has it only for POSIX programs (not -std=c11). */
extern int posix_memalign(void **, size_t, size_t);

static __inline__ void *_mm_malloc(size_t __size, size_t __align)
{
    void *__p;
    if (__align == 1)
        return malloc(__size);
    /* posix_memalign wants a multiple of sizeof(void *). */
    if (__align == 2 || __align == 4)
        __align = sizeof(void *);
    if (posix_memalign(&__p, __align, __size) == 0)
        return __p;
    return (void *)0;
}

static __inline__ void _mm_free(void *__p) { free(__p); }

#endif
