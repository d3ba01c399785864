/* <nmmintrin.h>: Intel's SSE4.2 intrinsics, which tcc-rs's smmintrin.h offers as gcc's
   does (string comparisons, crc32, cmpgt_epi64, popcnt). */
#ifndef __TCC_RS_NMMINTRIN_H
#define __TCC_RS_NMMINTRIN_H

#include <smmintrin.h>

#endif
