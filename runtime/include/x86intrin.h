/* <x86intrin.h>: immintrin.h and the few general x86 intrinsics gcc's offers with it
   (time stamp counter, bit scans, byte swaps, rotations). */
#ifndef __TCC_RS_X86INTRIN_H
#define __TCC_RS_X86INTRIN_H

#include <immintrin.h>

__TCC_RS_INTRIN unsigned long long __rdtsc(void)
{
    unsigned int __lo, __hi;
    __asm__ __volatile__("rdtsc" : "=a"(__lo), "=d"(__hi));
    return (unsigned long long)__hi << 32 | __lo;
}
__TCC_RS_INTRIN int __bsfd(int __x) { return __builtin_ctz((unsigned)__x); }
__TCC_RS_INTRIN int __bsrd(int __x) { return 31 - __builtin_clz((unsigned)__x); }
__TCC_RS_INTRIN int __bsfq(long long __x) { return __builtin_ctzll((unsigned long long)__x); }
__TCC_RS_INTRIN int __bsrq(long long __x) { return 63 - __builtin_clzll((unsigned long long)__x); }
__TCC_RS_INTRIN int _bswap(int __x) { return (int)__builtin_bswap32((unsigned)__x); }
__TCC_RS_INTRIN long long _bswap64(long long __x) { return (long long)__builtin_bswap64((unsigned long long)__x); }
__TCC_RS_INTRIN int __popcntd(unsigned int __x) { return __builtin_popcount(__x); }
__TCC_RS_INTRIN long long __popcntq(unsigned long long __x) { return __builtin_popcountll(__x); }
__TCC_RS_INTRIN unsigned int _rotl(unsigned int __x, int __n)
{
    __n &= 31;
    return __n ? __x << __n | __x >> (32 - __n) : __x;
}
__TCC_RS_INTRIN unsigned int _rotr(unsigned int __x, int __n)
{
    __n &= 31;
    return __n ? __x >> __n | __x << (32 - __n) : __x;
}
__TCC_RS_INTRIN unsigned long _lrotl(unsigned long __x, int __n)
{
    __n &= 63;
    return __n ? __x << __n | __x >> (64 - __n) : __x;
}
__TCC_RS_INTRIN unsigned long _lrotr(unsigned long __x, int __n)
{
    __n &= 63;
    return __n ? __x >> __n | __x << (64 - __n) : __x;
}
__TCC_RS_INTRIN unsigned long long __rdtscp(unsigned int *__aux)
{
    unsigned int __lo, __hi;
    __asm__ __volatile__("rdtscp" : "=a"(__lo), "=d"(__hi), "=c"(*__aux));
    return (unsigned long long)__hi << 32 | __lo;
}
__TCC_RS_INTRIN int __bswapd(int __x) { return _bswap(__x); }
__TCC_RS_INTRIN long long __bswapq(long long __x) { return _bswap64(__x); }
/* crc32 of SSE4.2 (CRC-32C), under ia32intrin.h's names. */
__TCC_RS_INTRIN unsigned int __crc32b(unsigned int __c, unsigned char __v) { return _mm_crc32_u8(__c, __v); }
__TCC_RS_INTRIN unsigned int __crc32w(unsigned int __c, unsigned short __v) { return _mm_crc32_u16(__c, __v); }
__TCC_RS_INTRIN unsigned int __crc32d(unsigned int __c, unsigned int __v) { return _mm_crc32_u32(__c, __v); }
__TCC_RS_INTRIN unsigned long long __crc32q(unsigned long long __c, unsigned long long __v)
{
    return _mm_crc32_u64(__c, __v);
}
__TCC_RS_INTRIN void __pause(void) { _mm_pause(); }
/* Rotations of 8, 16, 32 and 64 bits; the count is taken modulo the width. */
__TCC_RS_INTRIN unsigned char __rolb(unsigned char __x, int __n)
{
    __n &= 7;
    return (unsigned char)(__n ? __x << __n | __x >> (8 - __n) : __x);
}
__TCC_RS_INTRIN unsigned char __rorb(unsigned char __x, int __n)
{
    __n &= 7;
    return (unsigned char)(__n ? __x >> __n | __x << (8 - __n) : __x);
}
__TCC_RS_INTRIN unsigned short __rolw(unsigned short __x, int __n)
{
    __n &= 15;
    return (unsigned short)(__n ? __x << __n | __x >> (16 - __n) : __x);
}
__TCC_RS_INTRIN unsigned short __rorw(unsigned short __x, int __n)
{
    __n &= 15;
    return (unsigned short)(__n ? __x >> __n | __x << (16 - __n) : __x);
}
__TCC_RS_INTRIN unsigned int __rold(unsigned int __x, int __n) { return _rotl(__x, __n); }
__TCC_RS_INTRIN unsigned int __rord(unsigned int __x, int __n) { return _rotr(__x, __n); }
__TCC_RS_INTRIN unsigned long long __rolq(unsigned long long __x, int __n) { return _lrotl(__x, __n); }
__TCC_RS_INTRIN unsigned long long __rorq(unsigned long long __x, int __n) { return _lrotr(__x, __n); }
#define _rotwl(x, n) __rolw((x), (n))
#define _rotwr(x, n) __rorw((x), (n))
#define _rdtsc() __rdtsc()
#define _rdtscp(a) __rdtscp(a)
#define _bit_scan_forward(x) __bsfd(x)
#define _bit_scan_reverse(x) __bsrd(x)
#define _popcnt32(x) __popcntd(x)
#define _popcnt64(x) __popcntq(x)

#endif
