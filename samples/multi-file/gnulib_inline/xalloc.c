/* The one unit with the external definitions of xalloc.h's inline functions. */
#include "config.h"
#define XALLOC_INLINE _GL_EXTERN_INLINE
#include "xalloc.h"
#include <stdio.h>

long xalloc_calls;

void xalloc_die(void) {
    fputs("memory exhausted\n", stderr);
    exit(1);
}
