/* <immintrin.h>: every x86 intrinsic header tcc-rs has, SSE to SSE4.2. There is no AVX:
   __AVX__ stays undefined, so code that tests it takes its SSE path. */
#ifndef __TCC_RS_IMMINTRIN_H
#define __TCC_RS_IMMINTRIN_H

#include <mmintrin.h>
#include <xmmintrin.h>
#include <emmintrin.h>
#include <pmmintrin.h>
#include <tmmintrin.h>
#include <smmintrin.h>
#include <nmmintrin.h>

#endif
