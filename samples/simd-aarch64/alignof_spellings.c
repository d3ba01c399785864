/* The same queries on aarch64, where a GNU vector is aligned to at most 16, so that both
   spellings agree (the program is simd-x86_64's). */
#include "../simd-x86_64/alignof_spellings.c"
