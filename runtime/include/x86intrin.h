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
#define _bit_scan_forward(x) __bsfd(x)
#define _bit_scan_reverse(x) __bsrd(x)
#define _popcnt32(x) __popcntd(x)
#define _popcnt64(x) __popcntq(x)

#endif
