/* What gnulib's configure writes (m4/extern-inline.m4), in short: a header's inline
   functions are `inline` everywhere, and one unit makes them external with `extern`. */
#if defined __GNUC_STDC_INLINE__ && __GNUC_STDC_INLINE__
# define _GL_INLINE inline
# define _GL_EXTERN_INLINE extern inline
#elif defined __GNUC_GNU_INLINE__
# define _GL_INLINE extern inline __attribute__ ((__gnu_inline__))
# define _GL_EXTERN_INLINE inline __attribute__ ((__gnu_inline__))
#else
# define _GL_INLINE static
# define _GL_EXTERN_INLINE static
#endif
#define _GL_INLINE_HEADER_BEGIN
#define _GL_INLINE_HEADER_END
