/* <wmmintrin.h>'s carry-less product and key-generation assist take an 8-bit immediate, as
 * gcc's builtins do: a variable selector, or one above 255, is refused, never compiled. */
#include <wmmintrin.h>

__m128i product(__m128i a, __m128i b, int selector)
{
    return _mm_clmulepi64_si128(a, b, selector);
}

__m128i assist(__m128i key, int rcon)
{
    return _mm_aeskeygenassist_si128(key, rcon);
}

__m128i too_large(__m128i a, __m128i b)
{
    return _mm_clmulepi64_si128(a, b, 0x100);
}
